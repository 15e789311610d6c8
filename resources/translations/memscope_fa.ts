<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa_IR">
<context>
    <name>memscope</name>
    <message>
        <source>Memscope</source>
        <translation>Memscope</translation>
    </message>
    <message>
        <source>Show this help and exit.</source>
        <translation>نمایش این راهنما و خروج.</translation>
    </message>
    <message>
        <source>Show the version and exit.</source>
        <translation>نمایش نسخه و خروج.</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>Image formats for --export, comma-separated: png, svg, pdf (default png).</source>
        <translation>قالب‌های تصویر برای ‎--export، جداشده با ویرگول: png، svg، pdf (پیش‌فرض png).</translation>
    </message>
    <message>
        <source>FORMATS</source>
        <translation>FORMATS</translation>
    </message>
    <message>
        <source>The module to show: its name, program id or name(program_id). Default: the largest HBM peak.</source>
        <translation>ماژولی که نشان داده می‌شود: نام آن، program id یا name(program_id). پیش‌فرض: ماژولی با بزرگ‌ترین اوج HBM.</translation>
    </message>
    <message>
        <source>MODULE</source>
        <translation>MODULE</translation>
    </message>
    <message>
        <source>The memory type to show: 0 HBM, 1 VMEM, 2 SFlag, 3 CMEM, 4 SMEM, 5 Host, 6 SparseCore (default 0).</source>
        <translation>نوع حافظه‌ای که نشان داده می‌شود: 0 HBM، 1 VMEM، 2 SFlag، 3 CMEM، 4 SMEM، 5 Host، 6 SparseCore (پیش‌فرض 0).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Group buffers smaller than BYTES into one entry (default 16384; 0 = none).</source>
        <translation>بافرهای کوچک‌تر از BYTES در یک مدخل گروه‌بندی شوند (پیش‌فرض 16384؛ 0 = هیچ).</translation>
    </message>
    <message>
        <source>BYTES</source>
        <translation>BYTES</translation>
    </message>
    <message>
        <source>Print &quot;opened: PATH&quot; on standard output each time a profile is shown.</source>
        <translation>هر بار که پروفایلی نشان داده می‌شود، «opened: PATH» را در خروجی استاندارد چاپ کن.</translation>
    </message>
    <message>
        <source>Open a new window even when Memscope already runs (by default the paths open as tabs there).</source>
        <translation>پنجرهٔ جدیدی باز کن، حتی اگر Memscope در حال اجراست (به‌طور پیش‌فرض مسیرها آنجا در زبانه‌ها باز می‌شوند).</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>PATH</translation>
    </message>
    <message>
        <source>Profiles to open.</source>
        <translation>پروفایل‌هایی که باز می‌شوند.</translation>
    </message>
    <message>
        <source>[PATH…]</source>
        <translation>[PATH…]</translation>
    </message>
    <message>
        <source>Unknown export format &apos;%1&apos;: use png, svg or pdf.</source>
        <translation>قالب صدور ناشناختهٔ «%1»: از png، svg یا pdf استفاده کنید.</translation>
    </message>
    <message>
        <source>--%1 needs a whole number of at least 0, not &apos;%2&apos;.</source>
        <translation>‎--%1 به یک عدد صحیح دست‌کم 0 نیاز دارد، نه «%2».</translation>
    </message>
    <message>
        <source>--export needs exactly one PATH, got %1.</source>
        <translation>‎--export دقیقاً به یک PATH نیاز دارد، اما %1 داده شد.</translation>
    </message>
    <message>
        <source>Cannot write %1: there is nothing to draw</source>
        <translation>نوشتن %1 ممکن نیست: چیزی برای رسم وجود ندارد</translation>
    </message>
    <message>
        <source>Cannot write %1: the PNG encoder failed</source>
        <translation>نوشتن %1 ممکن نیست: رمزگذار PNG شکست خورد</translation>
    </message>
    <message>
        <source>Memscope export</source>
        <translation>صدور Memscope</translation>
    </message>
    <message>
        <source>Cannot write %1: there is no view to export</source>
        <translation>نوشتن %1 ممکن نیست: نمایی برای صدور وجود ندارد</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>تصویر PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>تصویر SVG (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>سند PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation>ذخیره به صورت PNG…</translation>
    </message>
    <message>
        <source>Save as SVG…</source>
        <translation>ذخیره به صورت SVG…</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>ذخیره به صورت PDF…</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>صدور ناموفق بود</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>صدور %1</translation>
    </message>
    <message>
        <source>Copy as Image</source>
        <translation>رونوشت به صورت تصویر</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>%1 نوشته شد</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>ساختن پوشهٔ %1 ممکن نیست.</translation>
    </message>
    <message>
        <source>%1 has no module named &apos;%2&apos;.</source>
        <translation>%1 ماژولی به نام «%2» ندارد.</translation>
    </message>
    <message>
        <source>%1 contains no XLA modules.</source>
        <translation>%1 هیچ ماژول XLA ندارد.</translation>
    </message>
    <message>
        <source>%1 carries no buffer assignment to analyse.</source>
        <translation>%1 هیچ buffer assignment برای تحلیل ندارد.</translation>
    </message>
    <message>
        <source>%1 allocates nothing in memory space %2 (%3).</source>
        <translation>%1 در فضای حافظهٔ %2 (%3) چیزی تخصیص نمی‌دهد.</translation>
    </message>
    <message>
        <source>%1 cannot be analysed: %2</source>
        <translation>تحلیل %1 ممکن نیست: %2</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>زبان سیستم</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;زبان</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>زبان</translation>
    </message>
    <message>
        <source>Memscope shows the new language when it starts again.</source>
        <translation>Memscope زبان جدید را در اجرای بعدی نشان می‌دهد.</translation>
    </message>
    <message>
        <source>The report begins at line %1 with its buffer list: the lines above it (what failed and the totals) are not in the text.</source>
        <translation>گزارش در سطر %1 با فهرست بافرهایش آغاز می‌شود: سطرهای بالای آن (آنچه شکست خورد و جمع‌ها) در متن نیستند.</translation>
    </message>
    <message>
        <source>Line %1: the %2 &quot;%3&quot; is not a size.</source>
        <translation>سطر %1: %2 «%3» یک اندازه نیست.</translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; appears outside any buffer and was ignored.</source>
        <translation>سطر %1: «%2» بیرون از هر بافری آمده است و نادیده گرفته شد.</translation>
    </message>
    <message>
        <source>Line %1: the size &quot;%2&quot; of buffer %3 is not a size.</source>
        <translation>سطر %1: اندازهٔ «%2» بافر %3 یک اندازه نیست.</translation>
    </message>
    <message>
        <source>Buffer %1 (line %2) is cut off: the report does not give its %3.</source>
        <translation>بافر %1 (سطر %2) ناقص است: گزارش %3 آن را نمی‌دهد.</translation>
    </message>
    <message>
        <source>Buffer %1 (line %2) has no closing &quot;====&quot; line; the report may be cut off after it.</source>
        <translation>بافر %1 (سطر %2) سطر پایانی «====» ندارد؛ ممکن است گزارش پس از آن بریده شده باشد.</translation>
    </message>
    <message>
        <source>The &quot;Out of memory while trying to allocate N bytes.&quot; line is missing: the requested size is unknown.</source>
        <translation>سطر «Out of memory while trying to allocate N bytes.» وجود ندارد: اندازهٔ درخواستی نامعلوم است.</translation>
    </message>
    <message>
        <source>The report has no &quot;BufferAssignment stats:&quot; block.</source>
        <translation>گزارش بلوک «BufferAssignment stats:» ندارد.</translation>
    </message>
    <message>
        <source>The stats block (line %1) lacks: %2.</source>
        <translation>بلوک آمار (سطر %1) این‌ها را ندارد: %2.</translation>
    </message>
    <message>
        <source>The report ends at line %1 before &quot;Largest program allocations&quot;: it looks cut off, and its buffers are unknown.</source>
        <translation>گزارش در سطر %1 پیش از «Largest program allocations» تمام می‌شود: به نظر بریده شده است و بافرهایش نامعلوم‌اند.</translation>
    </message>
    <message>
        <source>The report ends at line %1 before &quot;Peak buffers:&quot;: it looks cut off, and its peak buffers are unknown.</source>
        <translation>گزارش در سطر %1 پیش از «Peak buffers:» تمام می‌شود: به نظر بریده شده است و بافرهای اوج آن نامعلوم‌اند.</translation>
    </message>
    <message>
        <source>The buffer list of the report lists no buffers.</source>
        <translation>فهرست بافرهای گزارش هیچ بافری ندارد.</translation>
    </message>
    <message>
        <source>Buffer %1 is missing before buffer %2 (line %3).</source>
        <translation>بافر %1 پیش از بافر %2 (سطر %3) وجود ندارد.</translation>
    </message>
    <message>
        <source>Buffers %1 to %2 are missing before buffer %3 (line %4).</source>
        <translation>بافرهای %1 تا %2 پیش از بافر %3 (سطر %4) وجود ندارند.</translation>
    </message>
    <message>
        <source>No XLA out-of-memory report found in %1: line %2 says &quot;Out of memory while trying to allocate&quot;, but no &quot;BufferAssignment OOM Debugging.&quot; report follows it.</source>
        <translation>هیچ گزارش کمبود حافظهٔ XLA در %1 پیدا نشد: سطر %2 می‌گوید «Out of memory while trying to allocate»، اما هیچ گزارش «BufferAssignment OOM Debugging.» پس از آن نیامده است.</translation>
    </message>
    <message numerus="yes">
        <source>No XLA out-of-memory report found in %1: none of its %n line(s) starts a report (&quot;Out of memory while trying to allocate&quot;, &quot;BufferAssignment OOM Debugging.&quot;, &quot;Ran out of memory in memory space&quot;).</source>
        <translation>
            <numerusform>هیچ گزارش کمبود حافظهٔ XLA در %1 پیدا نشد: هیچ‌یک از %n سطر آن گزارشی را آغاز نمی‌کند («Out of memory while trying to allocate»، «BufferAssignment OOM Debugging.»، «Ran out of memory in memory space»).</numerusform>
        </translation>
    </message>
    <message>
        <source>No XLA out-of-memory report found in %1: it is a binary file, not text.</source>
        <translation>هیچ گزارش کمبود حافظهٔ XLA در %1 پیدا نشد: این یک فایل دودویی است، نه متن.</translation>
    </message>
    <message>
        <source>Buffer %1</source>
        <translation>بافر %1</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 بایت)</translation>
    </message>
    <message>
        <source>line %1 of %2</source>
        <translation>سطر %1 از %2</translation>
    </message>
    <message>
        <source>lines %1–%2 of %3</source>
        <translation>سطرهای %1–%2 از %3</translation>
    </message>
    <message>
        <source>allocating %1 failed</source>
        <translation>تخصیص %1 شکست خورد</translation>
    </message>
    <message>
        <source>%1 over the %2 capacity</source>
        <translation>%1 بیش از ظرفیت %2</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>کمبود حافظه</translation>
    </message>
    <message>
        <source>Report %1: %2 (%3 listed buffers, %4)</source>
        <translation>گزارش %1: %2 (%3 بافر فهرست‌شده، %4)</translation>
    </message>
    <message>
        <source>XLA ran out of memory while trying to allocate %1.</source>
        <translation>حافظهٔ XLA هنگام تلاش برای تخصیص %1 تمام شد.</translation>
    </message>
    <message>
        <source>device memory</source>
        <translation>حافظهٔ دستگاه</translation>
    </message>
    <message>
        <source>The program needs %1 of %2 but only %3 exist</source>
        <translation>برنامه به %1 از %2 نیاز دارد اما تنها %3 موجود است</translation>
    </message>
    <message>
        <source>: %1 over the capacity (%2% more than fits).</source>
        <translation>: %1 بیش از ظرفیت (%2% بیشتر از آنچه جا می‌شود).</translation>
    </message>
    <message>
        <source>The program ran out of %1; the report does not say by how much.</source>
        <translation>%1 برنامه تمام شد؛ گزارش نمی‌گوید چه اندازه کم آمد.</translation>
    </message>
    <message>
        <source>How far over the capacity: the report does not say how much device memory was free, only what the program asked for.</source>
        <translation>چه اندازه بیش از ظرفیت: گزارش نمی‌گوید چه مقدار حافظهٔ دستگاه آزاد بود، فقط آنچه برنامه درخواست کرد.</translation>
    </message>
    <message>
        <source>an unknown amount</source>
        <translation>مقداری نامعلوم</translation>
    </message>
    <message>
        <source>XLA&apos;s buffer assignment needs %1 in total: %2 for temporaries, %3 for parameters, %4 for outputs.</source>
        <translation>buffer assignment در XLA در مجموع به %1 نیاز دارد: %2 برای موقت‌ها، %3 برای پارامترها، %4 برای خروجی‌ها.</translation>
    </message>
    <message>
        <source>%1 of …/%2</source>
        <translation>%1 از …/%2</translation>
    </message>
    <message>
        <source>The listed buffers (%1) hold %2; the largest is %3 (%4).</source>
        <translation>بافرهای فهرست‌شده (%1) %2 را در بر دارند؛ بزرگ‌ترین آن‌ها %3 (%4) است.</translation>
    </message>
    <message>
        <source>Padding accounts for %1 of the listed buffers.</source>
        <translation>لایه‌گذاری %1 از بافرهای فهرست‌شده را تشکیل می‌دهد.</translation>
    </message>
    <message>
        <source>No program order: the report lists buffers by size only, so there is no memory curve over the program and no &quot;by program order&quot; view.</source>
        <translation>ترتیب برنامه وجود ندارد: گزارش بافرها را فقط بر اساس اندازه فهرست می‌کند، پس منحنی حافظه در طول برنامه و نمای «بر اساس ترتیب برنامه» وجود ندارد.</translation>
    </message>
    <message>
        <source>No lifetimes or offsets: when each buffer is allocated and freed, and where it sits in memory, is not in the report, so there is no allocation timeline.</source>
        <translation>طول عمر و آفست وجود ندارد: اینکه هر بافر کی تخصیص و آزاد می‌شود و کجای حافظه قرار دارد در گزارش نیست، پس خط زمانی تخصیص وجود ندارد.</translation>
    </message>
    <message>
        <source>Only the largest buffers are listed: smaller buffers live at the peak are left out.</source>
        <translation>فقط بزرگ‌ترین بافرها فهرست شده‌اند: بافرهای کوچک‌تری که در اوج زنده‌اند کنار گذاشته شده‌اند.</translation>
    </message>
    <message>
        <source>No padding figures: XLA prints unpadded sizes only in TPU reports.</source>
        <translation>ارقام لایه‌گذاری وجود ندارد: XLA اندازه‌های بدون لایه‌گذاری را فقط در گزارش‌های TPU چاپ می‌کند.</translation>
    </message>
    <message>
        <source>No allocation type except for entry parameters: the report does not say whether the other buffers are temporaries or outputs.</source>
        <translation>جز برای پارامترهای ورودی، نوع تخصیص وجود ندارد: گزارش نمی‌گوید بافرهای دیگر موقت‌اند یا خروجی.</translation>
    </message>
    <message>
        <source>For all of this, capture a profile of the program (for example with a smaller batch) and open it in the Memory Viewer.</source>
        <translation>برای همهٔ این‌ها، از برنامه پروفایل بگیرید (مثلاً با دستهٔ کوچک‌تر) و آن را در نمایشگر حافظه باز کنید.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>نوشتن %1 ممکن نیست: %2</translation>
    </message>
    <message>
        <source>Memory Viewer</source>
        <translation>نمایشگر حافظه</translation>
    </message>
    <message>
        <source>Memory Profile</source>
        <translation>پروفایل حافظه</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>نمای کلی</translation>
    </message>
    <message>
        <source>Trace Viewer</source>
        <translation>نمایشگر ردیابی</translation>
    </message>
    <message>
        <source>Out-of-Memory Report</source>
        <translation>گزارش کمبود حافظه</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>KiB</source>
        <translation>KiB</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>TiB</source>
        <translation>TiB</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>نامعلوم</translation>
    </message>
    <message>
        <source>PiB</source>
        <translation>PiB</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>kB</source>
        <translation>kB</translation>
    </message>
    <message>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>TB</source>
        <translation>TB</translation>
    </message>
    <message>
        <source>PB</source>
        <translation>PB</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>لغو شد</translation>
    </message>
    <message>
        <source>the file is empty (0 bytes)</source>
        <translation>فایل خالی است (0 بایت)</translation>
    </message>
    <message>
        <source>not a profile: looks like %1</source>
        <translation>پروفایل نیست: به نظر %1 است</translation>
    </message>
    <message>
        <source>not an XSpace but an HloProto; open it on its own, not as a host of a trace folder</source>
        <translation>XSpace نیست بلکه HloProto است؛ آن را جداگانه باز کنید، نه به عنوان میزبانی از یک پوشهٔ ردیابی</translation>
    </message>
    <message>
        <source>not an XSpace but an XLA out-of-memory log; open it on its own</source>
        <translation>XSpace نیست بلکه گزارش کمبود حافظهٔ XLA است؛ آن را جداگانه باز کنید</translation>
    </message>
    <message>
        <source>not a recognised profile: neither an XSpace, an HloProto (binary, JSON or text) nor an XLA out-of-memory log</source>
        <translation>پروفایل شناخته‌شده‌ای نیست: نه XSpace است، نه HloProto (دودویی، JSON یا متنی) و نه گزارش کمبود حافظهٔ XLA</translation>
    </message>
    <message>
        <source>gzip inside gzip is not supported; decompress the file once first</source>
        <translation>gzip درون gzip پشتیبانی نمی‌شود؛ ابتدا فایل را یک بار باز کنید</translation>
    </message>
    <message>
        <source>%1 (seen in its first %2 decompressed; the rest was not decompressed)</source>
        <translation>%1 (در %2 نخست دادهٔ بازشده دیده شد؛ باقی آن باز نشد)</translation>
    </message>
    <message>
        <source>%1 (seen in its first %2; the rest was not read)</source>
        <translation>%1 (در %2 نخست دیده شد؛ باقی آن خوانده نشد)</translation>
    </message>
    <message>
        <source>the file changed while it was read (%1 bytes when opened, %2 bytes now); open it again once it is complete</source>
        <translation>فایل هنگام خواندن تغییر کرد (%1 بایت هنگام باز شدن، اکنون %2 بایت)؛ وقتی کامل شد دوباره بازش کنید</translation>
    </message>
    <message>
        <source>Reading %1</source>
        <translation>در حال خواندن %1</translation>
    </message>
    <message>
        <source>Decompressing %1</source>
        <translation>در حال باز کردن فشردگی %1</translation>
    </message>
    <message>
        <source>the XSpace holds no planes</source>
        <translation>XSpace هیچ صفحه‌ای (plane) ندارد</translation>
    </message>
    <message>
        <source>the HloProto is larger than 2 GiB, the most protobuf can represent</source>
        <translation>HloProto بزرگ‌تر از 2 GiB است، یعنی بیش از آنچه protobuf می‌تواند نمایش دهد</translation>
    </message>
    <message>
        <source>not a valid HloProto: the protobuf data is damaged</source>
        <translation>HloProto معتبر نیست: دادهٔ protobuf آسیب دیده است</translation>
    </message>
    <message>
        <source>JSON that is not an HloProto: %1</source>
        <translation>JSONی که HloProto نیست: %1</translation>
    </message>
    <message>
        <source>HLO text (the module in HLO syntax) carries no buffer assignment; dump the module as an HloProto instead (XLA flag --xla_dump_hlo_as_proto)</source>
        <translation>متن HLO (ماژول به نحو HLO) هیچ buffer assignment ندارد؛ به جای آن ماژول را به صورت HloProto ذخیره کنید (پرچم XLA ‏‎--xla_dump_hlo_as_proto)</translation>
    </message>
    <message>
        <source>neither a profile nor an HloProto in text format: %1; and no XLA out-of-memory report found in it</source>
        <translation>نه پروفایل است و نه HloProto در قالب متنی: %1؛ و هیچ گزارش کمبود حافظهٔ XLA در آن پیدا نشد</translation>
    </message>
    <message>
        <source>JSON that is not an HloProto: it has no &quot;hloModule&quot; object</source>
        <translation>JSONی که HloProto نیست: شیء «hloModule» ندارد</translation>
    </message>
    <message>
        <source>not an HloProto: it has no hlo_module</source>
        <translation>HloProto نیست: hlo_module ندارد</translation>
    </message>
    <message>
        <source>Reading the out-of-memory reports of %1</source>
        <translation>در حال خواندن گزارش‌های کمبود حافظهٔ %1</translation>
    </message>
    <message>
        <source>no run named &quot;%1&quot;; the runs are: %2</source>
        <translation>اجرایی به نام «%1» وجود ندارد؛ اجراها این‌ها هستند: %2</translation>
    </message>
    <message>
        <source>%1: none of the %2 host files of run %3 could be loaded:
%4</source>
        <translation>%1: هیچ‌یک از %2 فایل میزبان اجرای %3 بارگذاری نشد:
%4</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>چنین فایل یا پوشه‌ای وجود ندارد</translation>
    </message>
    <message>
        <source>Report %1 (%2): %3</source>
        <translation>گزارش %1 (%2): %3</translation>
    </message>
    <message>
        <source>a Chrome trace-event JSON file has a trace only; open it in the Trace Viewer</source>
        <translation>فایل Chrome trace-event JSON فقط یک ردیابی دارد؛ آن را در نمایشگر ردیابی باز کنید</translation>
    </message>
    <message>
        <source>Indexing %1</source>
        <translation>در حال فهرست‌سازی %1</translation>
    </message>
    <message>
        <source>truncated: a field of the HloProto should end at byte %1; the file ends at byte %2</source>
        <translation>بریده شده است: یکی از فیلدهای HloProto باید در بایت %1 تمام شود؛ فایل در بایت %2 تمام می‌شود</translation>
    </message>
    <message>
        <source>HBM</source>
        <translation>HBM</translation>
    </message>
    <message>
        <source>VMEM</source>
        <translation>VMEM</translation>
    </message>
    <message>
        <source>SFlag</source>
        <translation>SFlag</translation>
    </message>
    <message>
        <source>CMEM</source>
        <translation>CMEM</translation>
    </message>
    <message>
        <source>SMEM</source>
        <translation>SMEM</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>میزبان</translation>
    </message>
    <message>
        <source>SparseCore</source>
        <translation>SparseCore</translation>
    </message>
    <message>
        <source>Unknown export format &quot;%1&quot;: use png, svg or pdf.</source>
        <translation>قالب صدور ناشناختهٔ «%1»: از png، svg یا pdf استفاده کنید.</translation>
    </message>
    <message>
        <source>%1: the search for runs stopped after %2 folders below it; runs further down are not listed (open a folder nearer them)</source>
        <translation>%1: جست‌وجوی اجراها پس از %2 پوشهٔ زیر آن متوقف شد؛ اجراهای پایین‌تر فهرست نشده‌اند (پوشه‌ای نزدیک‌تر به آن‌ها باز کنید)</translation>
    </message>
    <message>
        <source>no profiles found in the first %1 folders below it (the search stops there): expected &lt;host&gt;.xplane.pb files in the folder, in plugins/profile/&lt;run&gt;/ or in &lt;run&gt;/ subfolders, or plugins/profile/&lt;run&gt;/ in a folder below it; open a folder nearer the profiles</source>
        <translation>در %1 پوشهٔ نخست زیر آن هیچ نمایه‌ای پیدا نشد (جست‌وجو همان‌جا متوقف می‌شود): انتظار می‌رفت فایل‌های &lt;host&gt;.xplane.pb در خود پوشه، در plugins/profile/&lt;run&gt;/ یا در زیرپوشه‌های &lt;run&gt;/، یا در plugins/profile/&lt;run&gt;/ پوشه‌ای زیر آن باشند؛ پوشه‌ای نزدیک‌تر به نمایه‌ها باز کنید</translation>
    </message>
    <message>
        <source>no profiles found: expected &lt;host&gt;.xplane.pb files in the folder, in plugins/profile/&lt;run&gt;/ or in &lt;run&gt;/ subfolders, or plugins/profile/&lt;run&gt;/ in a folder up to %1 levels below it</source>
        <translation>هیچ نمایه‌ای پیدا نشد: انتظار می‌رفت فایل‌های &lt;host&gt;.xplane.pb در خود پوشه، در plugins/profile/&lt;run&gt;/ یا در زیرپوشه‌های &lt;run&gt;/، یا در plugins/profile/&lt;run&gt;/ پوشه‌ای تا %1 سطح پایین‌تر باشند</translation>
    </message>
    <message>
        <source>not an XSpace but a PyTorch memory snapshot; open it on its own</source>
        <translation>XSpace نیست بلکه یک عکس‌برداری حافظهٔ PyTorch است؛ آن را جداگانه باز کنید</translation>
    </message>
    <message>
        <source>Reading the memory snapshot %1</source>
        <translation>در حال خواندن عکس‌برداری حافظهٔ %1</translation>
    </message>
    <message>
        <source>PyTorch Snapshot</source>
        <translation>اسنپ‌شات PyTorch</translation>
    </message>
    <message>
        <source>Memscope shows where accelerator memory goes in XProf profiles.
Each PATH (an .xplane.pb file, a trace folder, an HloProto dump, an out-of-memory log or a PyTorch memory snapshot) opens in its own tab.</source>
        <translation>Memscope نشان می‌دهد حافظهٔ شتاب‌دهنده در پروفایل‌های XProf کجا می‌رود.
هر PATH (یک فایل .xplane.pb، یک پوشهٔ ردیابی، یک dump از HloProto، یک گزارش کمبود حافظه یا یک عکس فوری حافظهٔ PyTorch) در زبانهٔ خودش باز می‌شود.</translation>
    </message>
    <message>
        <source>Write the charts and views of PATH (a module&apos;s Memory Viewer, a PyTorch snapshot&apos;s views, an out-of-memory log&apos;s reports) into DIR without opening a window, then exit.</source>
        <translation>نمودارها و نماهای PATH (نمایشگر حافظهٔ یک ماژول، نماهای یک عکس فوری PyTorch، گزارش‌های یک گزارش کمبود حافظه) را بدون باز کردن پنجره در DIR بنویس، سپس خارج شو.</translation>
    </message>
    <message>
        <source>%1 records no device: it has neither a trace nor segments.</source>
        <translation>%1 هیچ دستگاهی را ثبت نمی‌کند: نه ردیابی دارد و نه قطعه.</translation>
    </message>
</context>
<context>
    <name>memscope::AboutDialog</name>
    <message>
        <source>About Memscope</source>
        <translation>دربارهٔ Memscope</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Memscope %1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Memscope %1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Licensed under the &lt;a href=&quot;https://www.apache.org/licenses/LICENSE-2.0&quot;&gt;Apache License 2.0&lt;/a&gt;.</source>
        <translation>منتشرشده تحت &lt;a href=&quot;https://www.apache.org/licenses/LICENSE-2.0&quot;&gt;Apache License 2.0&lt;/a&gt;.</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>ساخته‌شده با Qt %1، در حال اجرا روی Qt %2.</translation>
    </message>
    <message>
        <source>A native viewer for XProf profiles: the Memory Viewer (the buffers that make up each compiled XLA program&apos;s peak, with their sizes, padding, shapes and lifetimes), the Memory Profile (the allocator&apos;s memory over time), the Overview (step time, top operations, recommendations), the Trace Viewer (each device&apos;s and host&apos;s events on one timeline), XLA out-of-memory reports read from logs, and the comparison of two profiles side by side.</source>
        <translation>نمایشگری بومی برای پروفایل‌های XProf: نمایشگر حافظه (بافرهایی که اوج حافظهٔ هر برنامهٔ کامپایل‌شدهٔ XLA را می‌سازند، همراه با اندازه، لایه‌گذاری، شکل و طول عمرشان)، پروفایل حافظه (حافظهٔ تخصیص‌دهنده در طول زمان)، نمای کلی (زمان گام، عملیات برتر، توصیه‌ها)، نمایشگر ردیابی (رویدادهای هر دستگاه و میزبان روی یک خط زمانی)، گزارش‌های کمبود حافظهٔ XLA خوانده‌شده از لاگ‌ها، و مقایسهٔ دو پروفایل در کنار هم.</translation>
    </message>
    <message>
        <source>The Memory Viewer is static: it shows what the XLA compiler assigned; the Memory Profile and the Trace Viewer show what was measured at run time.</source>
        <translation>نمایشگر حافظه ایستا است: آنچه کامپایلر XLA تخصیص داده را نشان می‌دهد؛ پروفایل حافظه و نمایشگر ردیابی آنچه در زمان اجرا اندازه‌گیری شده را نشان می‌دهند.</translation>
    </message>
</context>
<context>
    <name>memscope::ActiveMemoryTimeline</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Time since the first action (ms)</source>
        <translation>زمان از نخستین کنش (ms)</translation>
    </message>
    <message>
        <source>Allocator actions (this file records no times)</source>
        <translation>کنش‌های تخصیص‌دهنده (این پرونده زمانی ثبت نمی‌کند)</translation>
    </message>
    <message>
        <source>No allocations to show.</source>
        <translation>تخصیصی برای نمایش نیست.</translation>
    </message>
</context>
<context>
    <name>memscope::AllocationTimelineView</name>
    <message>
        <source>Buffer allocation timeline</source>
        <translation>خط زمانی تخصیص بافرها</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 بایت)</translation>
    </message>
    <message>
        <source>Allocation:</source>
        <translation>تخصیص:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>اندازه:</translation>
    </message>
    <message>
        <source>Offset:</source>
        <translation>آفست:</translation>
    </message>
    <message>
        <source>Buffer ID:</source>
        <translation>شناسهٔ بافر:</translation>
    </message>
    <message>
        <source>Unpadded:</source>
        <translation>بدون لایه‌گذاری:</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>نامعلوم</translation>
    </message>
    <message>
        <source>Padding overhead:</source>
        <translation>سربار لایه‌گذاری:</translation>
    </message>
    <message>
        <source>%1 bytes (0x%2)</source>
        <translation>%1 بایت (0x%2)</translation>
    </message>
    <message>
        <source>Lifetime:</source>
        <translation>طول عمر:</translation>
    </message>
    <message>
        <source>program order %1 to %2</source>
        <translation>ترتیب برنامه از %1 تا %2</translation>
    </message>
    <message>
        <source>Category:</source>
        <translation>دسته:</translation>
    </message>
    <message>
        <source>Shape:</source>
        <translation>شکل:</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>منبع:</translation>
    </message>
    <message>
        <source>Framework op:</source>
        <translation>عملیات چارچوب:</translation>
    </message>
    <message>
        <source>No allocation timeline: this memory space has no heap-simulator trace.</source>
        <translation>خط زمانی تخصیص وجود ندارد: این فضای حافظه ردیابی heap-simulator ندارد.</translation>
    </message>
    <message>
        <source>Heap simulation time (program order)</source>
        <translation>زمان شبیه‌سازی هیپ (ترتیب برنامه)</translation>
    </message>
    <message>
        <source>Memory offset (0 at the bottom)</source>
        <translation>آفست حافظه (0 در پایین)</translation>
    </message>
</context>
<context>
    <name>memscope::AllocatorStateMap</name>
    <message>
        <source>No segments are reserved at this point.</source>
        <translation>در این نقطه هیچ بخشی رزرو نشده است.</translation>
    </message>
    <message>
        <source>allocated (colour of its stack)</source>
        <translation>تخصیص‌یافته (رنگ پشته‌اش)</translation>
    </message>
    <message>
        <source>added by rounding</source>
        <translation>افزوده با گردکردن</translation>
    </message>
    <message>
        <source>freed, awaiting its stream</source>
        <translation>آزادشده، در انتظار جریانش</translation>
    </message>
    <message>
        <source>inactive (cached, unused)</source>
        <translation>غیرفعال (نهان‌شده، بی‌استفاده)</translation>
    </message>
</context>
<context>
    <name>memscope::BufferDetailCard</name>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 بایت)</translation>
    </message>
    <message>
        <source>Buffer Details</source>
        <translation>جزئیات بافر</translation>
    </message>
    <message>
        <source>Hover over or select a buffer in the views at the peak, the timeline or the table to see its details here.</source>
        <translation>برای دیدن جزئیات یک بافر در اینجا، نشانگر را روی آن در نماهای اوج، خط زمانی یا جدول ببرید یا آن را انتخاب کنید.</translation>
    </message>
    <message>
        <source>&amp;Copy Details</source>
        <translation>&amp;رونوشت جزئیات</translation>
    </message>
    <message>
        <source>Copy every value shown here as text</source>
        <translation>رونوشت همهٔ مقادیر نشان‌داده‌شده در اینجا به صورت متن</translation>
    </message>
    <message>
        <source>Show in &amp;Trace Viewer</source>
        <translation>نمایش در &amp;نمایشگر ردیابی</translation>
    </message>
    <message>
        <source>Find the executions of this buffer&apos;s HLO instruction in the trace</source>
        <translation>یافتن اجراهای دستور HLO این بافر در ردیابی</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>اندازه:</translation>
    </message>
    <message>
        <source>Unpadded size:</source>
        <translation>اندازهٔ بدون لایه‌گذاری:</translation>
    </message>
    <message>
        <source>Extra memory due to padding:</source>
        <translation>حافظهٔ اضافی ناشی از لایه‌گذاری:</translation>
    </message>
    <message>
        <source>Expansion:</source>
        <translation>ضریب بزرگ‌شدن:</translation>
    </message>
    <message>
        <source>Shape and minor-to-major order:</source>
        <translation>شکل و ترتیب minor-to-major:</translation>
    </message>
    <message>
        <source>Framework op:</source>
        <translation>عملیات چارچوب:</translation>
    </message>
    <message>
        <source>Opcode:</source>
        <translation>Opcode:</translation>
    </message>
    <message>
        <source>Allocation type:</source>
        <translation>نوع تخصیص:</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>منبع:</translation>
    </message>
    <message>
        <source>Source stack:</source>
        <translation>پشتهٔ منبع:</translation>
    </message>
    <message>
        <source>Lifetime:</source>
        <translation>طول عمر:</translation>
    </message>
    <message>
        <source>%1 operation</source>
        <translation>عملیات %1</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>the whole program (0 to %1): allocated for the entire run</source>
        <translation>کل برنامه (0 تا %1): برای تمام اجرا تخصیص داده شده است</translation>
    </message>
    <message>
        <source>program order %1 to %2</source>
        <translation>ترتیب برنامه از %1 تا %2</translation>
    </message>
    <message>
        <source>Hover over or select an allocation in the views at the peak or in the table to see its details and stack here.</source>
        <translation>برای دیدن جزئیات و پشتهٔ یک تخصیص در اینجا، نشانگر را روی آن در نماهای اوج یا در جدول ببرید یا آن را برگزینید.</translation>
    </message>
    <message>
        <source>Requested size:</source>
        <translation>اندازهٔ درخواستی:</translation>
    </message>
    <message>
        <source>Allocator rounding:</source>
        <translation>گردکردن تخصیص‌دهنده:</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>نشانی:</translation>
    </message>
    <message>
        <source>Compile context and user metadata:</source>
        <translation>زمینهٔ کامپایل و فرادادهٔ کاربر:</translation>
    </message>
    <message>
        <source>Stream:</source>
        <translation>جریان:</translation>
    </message>
    <message>
        <source>Allocated at:</source>
        <translation>محل تخصیص:</translation>
    </message>
    <message>
        <source>Stack (Python frames first, C++ frames folded):</source>
        <translation>پشته (نخست قاب‌های Python، قاب‌های C++ جمع‌شده):</translation>
    </message>
    <message>
        <source>made before the trace and never freed in it</source>
        <translation>پیش از ردگیری ساخته شده و در آن هرگز آزاد نشده</translation>
    </message>
    <message>
        <source>made before the trace, freed by action %1</source>
        <translation>پیش از ردگیری ساخته شده، با کنش %1 آزاد شده</translation>
    </message>
    <message>
        <source>allocated by action %1, never freed in the trace</source>
        <translation>با کنش %1 تخصیص یافته، در ردگیری هرگز آزاد نشده</translation>
    </message>
    <message>
        <source>allocated by action %1, freed by action %2</source>
        <translation>با کنش %1 تخصیص یافته، با کنش %2 آزاد شده</translation>
    </message>
</context>
<context>
    <name>memscope::BufferMatchModel</name>
    <message>
        <source>instruction and shape</source>
        <translation>دستور و شکل</translation>
    </message>
    <message>
        <source>framework op and shape</source>
        <translation>عملیات چارچوب و شکل</translation>
    </message>
    <message>
        <source>instruction, shape changed</source>
        <translation>دستور، با شکل تغییریافته</translation>
    </message>
    <message>
        <source>small buffers</source>
        <translation>بافرهای کوچک</translation>
    </message>
    <message>
        <source>unmatched</source>
        <translation>بی‌جفت</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1, moved</source>
        <translation>%1، جابه‌جاشده</translation>
    </message>
    <message>
        <source>A: %1
B: %2</source>
        <translation>A: %1
B: %2</translation>
    </message>
    <message>
        <source>Buffer</source>
        <translation>بافر</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>شکل</translation>
    </message>
    <message>
        <source>Size in A</source>
        <translation>اندازه در A</translation>
    </message>
    <message>
        <source>Size in B</source>
        <translation>اندازه در B</translation>
    </message>
    <message>
        <source>Delta</source>
        <translation>تفاوت</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>تغییر</translation>
    </message>
    <message>
        <source>Matched by</source>
        <translation>جفت‌شده بر اساس</translation>
    </message>
</context>
<context>
    <name>memscope::BufferStripView</name>
    <message>
        <source>by Program Order (%1)</source>
        <translation>بر اساس ترتیب برنامه (%1)</translation>
    </message>
    <message>
        <source>by Buffer Size (%1)</source>
        <translation>بر اساس اندازهٔ بافر (%1)</translation>
    </message>
    <message>
        <source>by Padding Size (%1)</source>
        <translation>بر اساس اندازهٔ لایه‌گذاری (%1)</translation>
    </message>
    <message>
        <source>No buffers are live at the peak.</source>
        <translation>هیچ بافری در اوج زنده نیست.</translation>
    </message>
    <message>
        <source>%1
%2 (%3% of the buffers at the peak)</source>
        <translation>%1
%2 (%3% از بافرهای اوج)</translation>
    </message>
    <message>
        <source>by Allocation Order (%1)</source>
        <translation>به ترتیب تخصیص (%1)</translation>
    </message>
    <message>
        <source>by Size (%1)</source>
        <translation>به ترتیب اندازه (%1)</translation>
    </message>
    <message>
        <source>by Allocator Rounding (%1)</source>
        <translation>به ترتیب گردکردن تخصیص‌دهنده (%1)</translation>
    </message>
    <message>
        <source>%1
%2 (%3% of the allocations at the peak)</source>
        <translation>%1
%2 (%3٪ از تخصیص‌های اوج)</translation>
    </message>
</context>
<context>
    <name>memscope::CompareDialog</name>
    <message>
        <source>Compare Profiles</source>
        <translation>مقایسهٔ پروفایل‌ها</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>پروفایل</translation>
    </message>
    <message>
        <source>Module</source>
        <translation>ماژول</translation>
    </message>
    <message>
        <source>File…</source>
        <translation>فایل…</translation>
    </message>
    <message>
        <source>A (baseline):</source>
        <translation>A (مبنا):</translation>
    </message>
    <message>
        <source>B (compared):</source>
        <translation>B (مقایسه‌شونده):</translation>
    </message>
    <message>
        <source>Choose a Profile to Compare</source>
        <translation>انتخاب پروفایلی برای مقایسه</translation>
    </message>
    <message>
        <source>Profiles (*.xplane.pb *.xplane.pb.gz *.pb *.pbtxt *.textproto *.json);;All files (*)</source>
        <translation>پروفایل‌ها (*.xplane.pb *.xplane.pb.gz *.pb *.pbtxt *.textproto *.json);;همهٔ فایل‌ها (*)</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>مقایسه</translation>
    </message>
    <message>
        <source>Largest peak</source>
        <translation>بزرگ‌ترین اوج</translation>
    </message>
    <message>
        <source>Paired by name</source>
        <translation>جفت‌شده بر اساس نام</translation>
    </message>
    <message>
        <source>Compare two profiles, two modules of one profile, or two PyTorch memory snapshots: B&apos;s figures are shown against A&apos;s. Modules are paired by name unless you choose them.</source>
        <translation>دو پروفایل، دو ماژول از یک پروفایل، یا دو عکس فوری حافظهٔ PyTorch را مقایسه کنید: ارقام B در برابر ارقام A نشان داده می‌شوند. ماژول‌ها، مگر اینکه خودتان انتخاب کنید، بر اساس نام جفت می‌شوند.</translation>
    </message>
</context>
<context>
    <name>memscope::CompareLauncher</name>
    <message>
        <source>Compare the Two Profiles?</source>
        <translation>دو پروفایل مقایسه شوند؟</translation>
    </message>
    <message>
        <source>You dropped two files:
A: %1
B: %2

Compare B with A, or open each in a tab of its own?</source>
        <translation>دو فایل رها کردید:
A: %1
B: %2

B با A مقایسه شود، یا هر کدام در زبانهٔ خودش باز شود؟</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>مقایسه</translation>
    </message>
    <message>
        <source>Open Both</source>
        <translation>باز کردن هر دو</translation>
    </message>
    <message>
        <source>Cannot compare: %1</source>
        <translation>مقایسه ممکن نیست: %1</translation>
    </message>
    <message>
        <source>Compare with…</source>
        <translation>مقایسه با…</translation>
    </message>
    <message>
        <source>%1 holds XLA out-of-memory reports, not a profile: it has no modules, memory profile or steps to compare. Open it to see its reports.</source>
        <translation>%1 گزارش‌های کمبود حافظهٔ XLA را در خود دارد، نه یک پروفایل: هیچ ماژول، پروفایل حافظه یا گامی برای مقایسه ندارد. برای دیدن گزارش‌هایش آن را باز کنید.</translation>
    </message>
    <message>
        <source>%1 is a PyTorch memory snapshot and %2 is not: compare two snapshots, or two profiles.</source>
        <translation>%1 یک عکس فوری حافظهٔ PyTorch است و %2 نیست: دو عکس فوری یا دو پروفایل را مقایسه کنید.</translation>
    </message>
</context>
<context>
    <name>memscope::CompareLoading</name>
    <message>
        <source>Opening %1 and %2 to compare them</source>
        <translation>در حال باز کردن %1 و %2 برای مقایسه</translation>
    </message>
</context>
<context>
    <name>memscope::CompareView</name>
    <message>
        <source>Memory Viewer</source>
        <translation>نمایشگر حافظه</translation>
    </message>
    <message>
        <source>Memory Profile</source>
        <translation>پروفایل حافظه</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>نمای کلی</translation>
    </message>
    <message>
        <source>&lt;b&gt;A&lt;/b&gt; %1 &amp;nbsp;&amp;nbsp; &lt;b&gt;B&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;A&lt;/b&gt; %1 &amp;nbsp;&amp;nbsp; &lt;b&gt;B&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>صدور</translation>
    </message>
    <message>
        <source>Compare %1 ↔ %2</source>
        <translation>مقایسهٔ %1 ↔ %2</translation>
    </message>
    <message>
        <source>A: %1
B: %2</source>
        <translation>A: %1
B: %2</translation>
    </message>
    <message>
        <source>Save %1.csv…</source>
        <translation>ذخیرهٔ %1.csv…</translation>
    </message>
    <message>
        <source>Export as CSV</source>
        <translation>صدور به صورت CSV</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>جدول CSV (*.csv)</translation>
    </message>
    <message>
        <source>PyTorch Snapshots</source>
        <translation>عکس‌های فوری PyTorch</translation>
    </message>
</context>
<context>
    <name>memscope::ComparisonChart</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Delta: %1%2</source>
        <translation>تفاوت: %1%2</translation>
    </message>
    <message>
        <source>At %1
%2</source>
        <translation>در %1
%2</translation>
    </message>
    <message>
        <source>Peak A: %1 at %2</source>
        <translation>اوج A: %1 در %2</translation>
    </message>
    <message>
        <source>Peak B: %1 at %2</source>
        <translation>اوج B: %1 در %2</translation>
    </message>
</context>
<context>
    <name>memscope::DeltaTable</name>
    <message>
        <source>n/a</source>
        <translation>نامعلوم</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Delta</source>
        <translation>تفاوت</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>تغییر</translation>
    </message>
    <message>
        <source> points</source>
        <translation> واحد درصد</translation>
    </message>
</context>
<context>
    <name>memscope::DropOverlay</name>
    <message numerus="yes">
        <source>Drop to open %n profile(s)</source>
        <translation>
            <numerusform>برای باز کردن %n پروفایل رها کنید</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>memscope::LoadingPanel</name>
    <message>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
    <message>
        <source>Stop loading (%1)</source>
        <translation>توقف بارگذاری (%1)</translation>
    </message>
    <message>
        <source>Opening %1</source>
        <translation>در حال باز کردن %1</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>در حال شروع…</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Stop loading</source>
        <translation>توقف بارگذاری</translation>
    </message>
</context>
<context>
    <name>memscope::MainWindow</name>
    <message>
        <source>Buffer Details</source>
        <translation>جزئیات بافر</translation>
    </message>
    <message>
        <source>Memscope</source>
        <translation>Memscope</translation>
    </message>
    <message>
        <source>Next Profile</source>
        <translation>پروفایل بعدی</translation>
    </message>
    <message>
        <source>Previous Profile</source>
        <translation>پروفایل قبلی</translation>
    </message>
    <message>
        <source>Next Page</source>
        <translation>صفحهٔ بعدی</translation>
    </message>
    <message>
        <source>Previous Page</source>
        <translation>صفحهٔ قبلی</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>صفحهٔ %1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;فایل</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;باز کردن…</translation>
    </message>
    <message>
        <source>Open XProf profiles (*.xplane.pb) or HloProto dumps</source>
        <translation>باز کردن پروفایل‌های XProf (*.xplane.pb) یا خروجی‌های HloProto</translation>
    </message>
    <message>
        <source>Open &amp;Folder…</source>
        <translation>باز کردن &amp;پوشه…</translation>
    </message>
    <message>
        <source>Open a TensorBoard log directory or a profiling run folder</source>
        <translation>باز کردن پوشهٔ لاگ TensorBoard یا پوشهٔ یک اجرای پروفایل‌گیری</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>باز کردن &amp;اخیر</translation>
    </message>
    <message>
        <source>Co&amp;mpare…</source>
        <translation>&amp;مقایسه…</translation>
    </message>
    <message>
        <source>Compare two profiles, or two modules, side by side</source>
        <translation>مقایسهٔ دو پروفایل، یا دو ماژول، در کنار هم</translation>
    </message>
    <message>
        <source>&amp;Close Profile</source>
        <translation>&amp;بستن پروفایل</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;خروج</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;ویرایش</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;چسباندن</translation>
    </message>
    <message>
        <source>Open the XLA out-of-memory report on the clipboard (copied from a log or a notebook)</source>
        <translation>باز کردن گزارش کمبود حافظهٔ XLA موجود در کلیپ‌بورد (رونوشت‌شده از یک لاگ یا نوت‌بوک)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;صدور</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;نما</translation>
    </message>
    <message>
        <source>Go to &amp;Module…</source>
        <translation>رفتن به &amp;ماژول…</translation>
    </message>
    <message>
        <source>Restore &amp;Default Layout</source>
        <translation>بازگرداندن &amp;چیدمان پیش‌فرض</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;راهنما</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;میان‌برهای صفحه‌کلید</translation>
    </message>
    <message>
        <source>&amp;About Memscope</source>
        <translation>&amp;دربارهٔ Memscope</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>دربارهٔ &amp;Qt</translation>
    </message>
    <message>
        <source>%1 opened with problems:
%2</source>
        <translation>%1 با مشکلاتی باز شد:
%2</translation>
    </message>
    <message>
        <source>The clipboard holds no text. Copy an XLA out-of-memory report from a log or a notebook, then paste it here.</source>
        <translation>کلیپ‌بورد متنی ندارد. یک گزارش کمبود حافظهٔ XLA را از لاگ یا نوت‌بوک رونوشت کنید و سپس اینجا بچسبانید.</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>کلیپ‌بورد</translation>
    </message>
    <message>
        <source>Pasted report %1</source>
        <translation>گزارش چسبانده‌شدهٔ %1</translation>
    </message>
    <message>
        <source>Could not open %1</source>
        <translation>باز کردن %1 ممکن نشد</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>باز کردن %1 ممکن نشد: %2</translation>
    </message>
    <message>
        <source>%1 — Memscope</source>
        <translation>%1 — Memscope</translation>
    </message>
    <message>
        <source>Open Profiles</source>
        <translation>باز کردن پروفایل‌ها</translation>
    </message>
    <message>
        <source>Profiles (*.xplane.pb *.xplane.pb.gz *.pb *.pb.gz *.pbtxt *.textproto *.txt *.json);;All files (*)</source>
        <translation>پروفایل‌ها (*.xplane.pb *.xplane.pb.gz *.pb *.pb.gz *.pbtxt *.textproto *.txt *.json);;همهٔ فایل‌ها (*)</translation>
    </message>
    <message>
        <source>Open Trace Folder</source>
        <translation>باز کردن پوشهٔ ردیابی</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>&amp;Clear Recent</source>
        <translation>&amp;پاک کردن فهرست اخیر</translation>
    </message>
    <message>
        <source>Nothing to export yet</source>
        <translation>هنوز چیزی برای صدور نیست</translation>
    </message>
    <message>
        <source>All Views as P&amp;NG…</source>
        <translation>همهٔ نماها به صورت P&amp;NG…</translation>
    </message>
    <message>
        <source>All Views as S&amp;VG…</source>
        <translation>همهٔ نماها به صورت S&amp;VG…</translation>
    </message>
    <message>
        <source>All Views as PD&amp;F…</source>
        <translation>همهٔ نماها به صورت PD&amp;F…</translation>
    </message>
    <message>
        <source>Export All Views to Folder</source>
        <translation>صدور همهٔ نماها به یک پوشه</translation>
    </message>
    <message>
        <source>Exported every view as %1 into %2.</source>
        <translation>همهٔ نماها به صورت %1 در %2 صادر شدند.</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>صدور ناموفق بود: %1</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>پنجره</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>میان‌برهای صفحه‌کلید</translation>
    </message>
    <message>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Ctrl+W</source>
        <translation>Ctrl+W</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>Ctrl+V</source>
        <translation>Ctrl+V</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;تنظیمات…</translation>
    </message>
    <message>
        <source>Default small-buffer threshold, byte units, theme and language</source>
        <translation>آستانهٔ پیش‌فرض بافرهای کوچک، واحدهای بایت، پوسته و زبان</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>Ctrl+M</source>
        <translation>Ctrl+M</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Ctrl+Tab</source>
        <translation>Ctrl+Tab</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Tab</source>
        <translation>Ctrl+Shift+Tab</translation>
    </message>
    <message>
        <source>Ctrl+PgDown</source>
        <translation>Ctrl+PgDown</translation>
    </message>
    <message>
        <source>Ctrl+PgUp</source>
        <translation>Ctrl+PgUp</translation>
    </message>
    <message>
        <source>&lt;table cellpadding=&apos;3&apos;&gt;%1&lt;/table&gt;&lt;p&gt;In the sidebar, Alt with the underlined letter moves to the runs, the modules, the memory type and the small-buffer threshold. In the module filter, Up and Down move through the list and Return shows the highlighted module.&lt;/p&gt;&lt;p&gt;In the Trace Viewer&apos;s timeline: W and S zoom in and out, A and D move left and right, 0 shows the whole trace, F zooms to the selected event or range, M measures it, / goes to the search field (Return there shows the next match, Shift+Return the previous), and Esc stops the trace while it is being read.&lt;/p&gt;</source>
        <translation>&lt;table cellpadding=&apos;3&apos;&gt;%1&lt;/table&gt;&lt;p&gt;در نوار کناری، Alt همراه با حرف زیرخط‌دار به اجراها، ماژول‌ها، نوع حافظه و آستانهٔ بافرهای کوچک می‌رود. در پالایهٔ ماژول، کلیدهای بالا و پایین در فهرست جابه‌جا می‌شوند و Return ماژول برجسته‌شده را نشان می‌دهد.&lt;/p&gt;&lt;p&gt;در خط زمانی نمایشگر ردیابی: W و S بزرگ‌نمایی و کوچک‌نمایی می‌کنند، A و D به چپ و راست می‌برند، 0 کل ردیابی را نشان می‌دهد، F روی رویداد یا بازهٔ انتخاب‌شده بزرگ‌نمایی می‌کند، M آن را اندازه می‌گیرد، / به فیلد جست‌وجو می‌رود (Return در آن‌جا تطابق بعدی و Shift+Return قبلی را نشان می‌دهد) و Esc خواندن ردیابی را در حین خواندن متوقف می‌کند.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;In the Memory Viewer, Tab goes from the sidebar through the chart, the three views at the peak, the timeline and the table. In the chart the arrows walk the curve point by point from the peak (Page Up and Page Down a tenth of the range in view, Home and End to its ends); in the views at the peak and the timeline they move the selection, and the details card follows.&lt;/p&gt;</source>
        <translation>&lt;p&gt;در نمایشگر حافظه، Tab از نوار کناری به‌ترتیب به نمودار، سه نمای اوج، خط زمانی و جدول می‌رود. در نمودار کلیدهای جهت‌نما از اوج آغاز کرده و نقطه به نقطه روی منحنی حرکت می‌کنند (Page Up و Page Down به اندازهٔ یک‌دهم بازهٔ نمایان، Home و End به دو سر آن)؛ در نماهای اوج و خط زمانی کلیدهای جهت‌نما انتخاب را جابه‌جا می‌کنند و کارت جزئیات آن را دنبال می‌کند.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryProfileBreakdownModel</name>
    <message>
        <source>Op Name</source>
        <translation>نام عملیات</translation>
    </message>
    <message>
        <source>The framework op that made the allocation</source>
        <translation>عملیات چارچوبی که تخصیص را انجام داد</translation>
    </message>
    <message>
        <source>Allocation Size</source>
        <translation>اندازهٔ تخصیص</translation>
    </message>
    <message>
        <source>Bytes the allocator handed out, per allocation</source>
        <translation>بایت‌هایی که تخصیص‌دهنده برای هر تخصیص داد</translation>
    </message>
    <message>
        <source>Requested Size</source>
        <translation>اندازهٔ درخواستی</translation>
    </message>
    <message>
        <source>Bytes the op asked for, per allocation</source>
        <translation>بایت‌هایی که عملیات برای هر تخصیص درخواست کرد</translation>
    </message>
    <message>
        <source>Occurrences</source>
        <translation>تعداد</translation>
    </message>
    <message>
        <source>Identical allocations alive at the peak, merged into this row</source>
        <translation>تخصیص‌های یکسانِ زنده در اوج که در این سطر ادغام شده‌اند</translation>
    </message>
    <message>
        <source>Region type</source>
        <translation>نوع ناحیه</translation>
    </message>
    <message>
        <source>Data type</source>
        <translation>نوع داده</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>شکل</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryProfileComparePage</name>
    <message>
        <source>Memory Profile summary</source>
        <translation>خلاصهٔ پروفایل حافظه</translation>
    </message>
    <message>
        <source>Op at the peak</source>
        <translation>عملیات در اوج</translation>
    </message>
    <message>
        <source>Memory ID:</source>
        <translation>شناسهٔ حافظه:</translation>
    </message>
    <message>
        <source>Align the timelines at:</source>
        <translation>هم‌ترازی خط‌های زمانی در:</translation>
    </message>
    <message>
        <source>The profile start</source>
        <translation>آغاز پروفایل</translation>
    </message>
    <message>
        <source>The first step</source>
        <translation>نخستین گام</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>زمان (ms)</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>در حال مقایسه…</translation>
    </message>
    <message>
        <source>%1: the memory profile cannot be computed: %2</source>
        <translation>%1: محاسبهٔ پروفایل حافظه ممکن نیست: %2</translation>
    </message>
    <message>
        <source>Neither profile has memory activity. To compare memory profiles, profile with host_trace_level &gt;= 2.</source>
        <translation>هیچ‌یک از دو پروفایل فعالیت حافظه ندارند. برای مقایسهٔ پروفایل‌های حافظه، با host_trace_level &gt;= 2 پروفایل بگیرید.</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
    <message>
        <source>Fragmentation at the peak</source>
        <translation>چندپارگی در اوج</translation>
    </message>
    <message>
        <source>(no op name)</source>
        <translation>(بدون نام عملیات)</translation>
    </message>
    <message>
        <source>Memory Profile Comparison Chart</source>
        <translation>نمودار مقایسهٔ پروفایل حافظه</translation>
    </message>
    <message>
        <source>Memory Profile Comparison</source>
        <translation>مقایسهٔ پروفایل حافظه</translation>
    </message>
    <message>
        <source>none</source>
        <translation>هیچ</translation>
    </message>
    <message>
        <source>Only A has memory ID %1: B&apos;s column counts nothing. B&apos;s memory IDs: %2.</source>
        <translation>شناسهٔ حافظهٔ %1 فقط در A هست: ستون B چیزی نمی‌شمارد. شناسه‌های حافظهٔ B: %2.</translation>
    </message>
    <message>
        <source>Only B has memory ID %1: A&apos;s column counts nothing. A&apos;s memory IDs: %2.</source>
        <translation>شناسهٔ حافظهٔ %1 فقط در B هست: ستون A چیزی نمی‌شمارد. شناسه‌های حافظهٔ A: %2.</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryProfileHloModuleModel</name>
    <message>
        <source>Id</source>
        <translation>شناسه</translation>
    </message>
    <message>
        <source>HLO Module</source>
        <translation>ماژول HLO</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>دستگاه</translation>
    </message>
    <message>
        <source>Start Time (ms)</source>
        <translation>زمان آغاز (ms)</translation>
    </message>
    <message>
        <source>End Time (ms)</source>
        <translation>زمان پایان (ms)</translation>
    </message>
    <message>
        <source>Duration (ms)</source>
        <translation>مدت (ms)</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryProfileNeverFreedModel</name>
    <message>
        <source>Op Name</source>
        <translation>نام عملیات</translation>
    </message>
    <message>
        <source>The framework op that made the allocation</source>
        <translation>عملیات چارچوبی که تخصیص را انجام داد</translation>
    </message>
    <message>
        <source>Allocation Size</source>
        <translation>اندازهٔ تخصیص</translation>
    </message>
    <message>
        <source>Requested Size</source>
        <translation>اندازهٔ درخواستی</translation>
    </message>
    <message>
        <source>Allocated at (ms)</source>
        <translation>زمان تخصیص (ms)</translation>
    </message>
    <message>
        <source>Time of the allocation</source>
        <translation>زمانِ تخصیص</translation>
    </message>
    <message>
        <source>Alive for (ms)</source>
        <translation>مدت زنده بودن (ms)</translation>
    </message>
    <message>
        <source>From the allocation to the allocator&apos;s last event of the window</source>
        <translation>از تخصیص تا آخرین رویداد تخصیص‌دهنده در پنجره</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>گام</translation>
    </message>
    <message>
        <source>The step (group_id) the allocation belongs to</source>
        <translation>گامی (group_id) که تخصیص به آن تعلق دارد</translation>
    </message>
    <message>
        <source>Region type</source>
        <translation>نوع ناحیه</translation>
    </message>
    <message>
        <source>Data type</source>
        <translation>نوع داده</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>شکل</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryProfilePage</name>
    <message>
        <source>Memory ID</source>
        <translation>شناسهٔ حافظه</translation>
    </message>
    <message>
        <source>show memory profile for selected device</source>
        <translation>نمایش پروفایل حافظه برای دستگاه انتخاب‌شده</translation>
    </message>
    <message>
        <source>Free memory</source>
        <translation>حافظهٔ آزاد</translation>
    </message>
    <message>
        <source>Stack the allocator&apos;s free memory on top of stack and heap</source>
        <translation>حافظهٔ آزاد تخصیص‌دهنده روی پشته و هیپ انباشته شود</translation>
    </message>
    <message>
        <source>Reset Zoom</source>
        <translation>بازنشانی بزرگ‌نمایی</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>صدور</translation>
    </message>
    <message>
        <source>Memory Timeline Graph</source>
        <translation>نمودار خط زمانی حافظه</translation>
    </message>
    <message>
        <source>Tips: drag to zoom in, right-click to zoom out, click for the event at that time; select a table row to see its lifetime.</source>
        <translation>نکته: برای بزرگ‌نمایی بکشید، برای کوچک‌نمایی راست‌کلیک کنید، برای دیدن رویداد آن لحظه کلیک کنید؛ برای دیدن طول عمر یک سطر جدول آن را انتخاب کنید.</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>عملیات</translation>
    </message>
    <message>
        <source>Filter by op name:</source>
        <translation>پالایش بر اساس نام عملیات:</translation>
    </message>
    <message>
        <source>Active memory allocations at peak usage within the profiling window, every size (XProf hides those under 1 MiB).</source>
        <translation>تخصیص‌های حافظهٔ فعال در اوج مصرف درون پنجرهٔ پروفایل‌گیری، با هر اندازه‌ای (XProf تخصیص‌های کمتر از 1 MiB را پنهان می‌کند).</translation>
    </message>
    <message>
        <source>Memory Breakdown Table</source>
        <translation>جدول تفکیک حافظه</translation>
    </message>
    <message>
        <source>Never Freed</source>
        <translation>هرگز آزادنشده</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>یافته‌ها</translation>
    </message>
    <message>
        <source>Click a module to zoom the chart to its execution, click it again to see everything.</source>
        <translation>روی یک ماژول کلیک کنید تا نمودار روی اجرای آن بزرگ شود، دوباره کلیک کنید تا همه چیز دیده شود.</translation>
    </message>
    <message>
        <source>HLO Modules</source>
        <translation>ماژول‌های HLO</translation>
    </message>
    <message>
        <source>Breakdown Table as CSV…</source>
        <translation>جدول تفکیک به صورت CSV…</translation>
    </message>
    <message>
        <source>Never-Freed List as CSV…</source>
        <translation>فهرست هرگز آزادنشده‌ها به صورت CSV…</translation>
    </message>
    <message>
        <source>Open a profile to see its memory profile.</source>
        <translation>برای دیدن پروفایل حافظه، یک پروفایل باز کنید.</translation>
    </message>
    <message>
        <source>Analysing the memory events of %1…</source>
        <translation>در حال تحلیل رویدادهای حافظهٔ %1…</translation>
    </message>
    <message>
        <source>HLO Modules (%1)</source>
        <translation>ماژول‌های HLO (%1)</translation>
    </message>
    <message>
        <source>The memory profile cannot be computed: %1</source>
        <translation>محاسبهٔ پروفایل حافظه ممکن نیست: %1</translation>
    </message>
    <message>
        <source>There is no memory profile to display because there were no memory activity data in the captured duration. To view memory profile, please profile your workload with host_trace_level &gt;= 2.</source>
        <translation>پروفایل حافظه‌ای برای نمایش وجود ندارد، زیرا در بازهٔ ضبط‌شده دادهٔ فعالیت حافظه نبود. برای دیدن پروفایل حافظه، با host_trace_level &gt;= 2 از کار خود پروفایل بگیرید.</translation>
    </message>
    <message>
        <source>memory ID %1</source>
        <translation>شناسهٔ حافظهٔ %1</translation>
    </message>
    <message>
        <source>%1 — memory ID %2</source>
        <translation>%1 — شناسهٔ حافظهٔ %2</translation>
    </message>
    <message>
        <source>Never Freed (%1)</source>
        <translation>هرگز آزادنشده (%1)</translation>
    </message>
    <message>
        <source>Findings (%1)</source>
        <translation>یافته‌ها (%1)</translation>
    </message>
    <message>
        <source>host %1</source>
        <translation>میزبان %1</translation>
    </message>
    <message>
        <source>Free memory (%1 at the peak) is hidden so that the heap stays visible; tick Free memory to show it.</source>
        <translation>حافظهٔ آزاد (%1 در اوج) پنهان است تا هیپ دیده شود؛ برای نمایش آن، «حافظهٔ آزاد» را علامت بزنید.</translation>
    </message>
    <message>
        <source>No step markers (group_id) in this profile: every event counts as step 0.</source>
        <translation>این پروفایل نشانگر گام (group_id) ندارد: هر رویداد گام 0 به حساب می‌آید.</translation>
    </message>
    <message>
        <source>Nothing stands out: allocations and deallocations balance, the heap does not grow and fragmentation stays flat.</source>
        <translation>چیز قابل‌توجهی نیست: تخصیص‌ها و آزادسازی‌ها متوازن‌اند، هیپ رشد نمی‌کند و چندپارگی ثابت می‌ماند.</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>گام‌ها</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>گام</translation>
    </message>
    <message>
        <source>Allocations</source>
        <translation>تخصیص‌ها</translation>
    </message>
    <message>
        <source>Deallocations</source>
        <translation>آزادسازی‌ها</translation>
    </message>
    <message>
        <source>Allocated</source>
        <translation>تخصیص‌یافته</translation>
    </message>
    <message>
        <source>Freed</source>
        <translation>آزادشده</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>خالص</translation>
    </message>
    <message>
        <source>Heap at end</source>
        <translation>هیپ در پایان</translation>
    </message>
    <message>
        <source>… and %1 more steps.</source>
        <translation>… و %1 گام دیگر.</translation>
    </message>
    <message>
        <source>Memory Profile Summary</source>
        <translation>خلاصهٔ پروفایل حافظه</translation>
    </message>
    <message>
        <source>Unknown image format %1.</source>
        <translation>قالب تصویر ناشناختهٔ %1.</translation>
    </message>
    <message>
        <source>Export as CSV</source>
        <translation>صدور به صورت CSV</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>جدول CSV (*.csv)</translation>
    </message>
    <message>
        <source>Reading the memory events…</source>
        <translation>در حال خواندن رویدادهای حافظه…</translation>
    </message>
    <message>
        <source>Analysing the allocators…</source>
        <translation>در حال تحلیل تخصیص‌دهنده‌ها…</translation>
    </message>
    <message>
        <source>The analysis of the memory events was cancelled. It starts again when this page is shown again.</source>
        <translation>تحلیل رویدادهای حافظه لغو شد. با نمایش دوبارهٔ این صفحه دوباره آغاز می‌شود.</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryProfileSummary</name>
    <message>
        <source>Memory Profile Summary</source>
        <translation>خلاصهٔ پروفایل حافظه</translation>
    </message>
    <message>
        <source>#Allocation</source>
        <translation>#تخصیص</translation>
    </message>
    <message>
        <source>every allocation event in the window</source>
        <translation>همهٔ رویدادهای تخصیص در پنجره</translation>
    </message>
    <message>
        <source>#Deallocation</source>
        <translation>#آزادسازی</translation>
    </message>
    <message>
        <source>Never freed</source>
        <translation>هرگز آزادنشده</translation>
    </message>
    <message>
        <source>allocations of the window still alive at its end</source>
        <translation>تخصیص‌های پنجره که در پایان آن هنوز زنده‌اند</translation>
    </message>
    <message>
        <source>Memory Capacity</source>
        <translation>ظرفیت حافظه</translation>
    </message>
    <message>
        <source>Stack + heap + free memory at the window peak</source>
        <translation>پشته + هیپ + حافظهٔ آزاد در اوج پنجره</translation>
    </message>
    <message>
        <source>Lifetime Peak Heap Usage</source>
        <translation>اوج مصرف هیپ در کل عمر</translation>
    </message>
    <message>
        <source>high water mark in lifetime, may be outside profiling window</source>
        <translation>بیشترین مقدار در کل عمر، ممکن است بیرون از پنجرهٔ پروفایل‌گیری باشد</translation>
    </message>
    <message>
        <source>Profile-window Peak Memory Usage</source>
        <translation>اوج مصرف حافظه در پنجرهٔ پروفایل</translation>
    </message>
    <message>
        <source>stack + heap, within profiling window</source>
        <translation>پشته + هیپ، درون پنجرهٔ پروفایل‌گیری</translation>
    </message>
    <message>
        <source>Timestamp</source>
        <translation>زمان</translation>
    </message>
    <message>
        <source>When the window peak happened</source>
        <translation>زمانی که اوج پنجره رخ داد</translation>
    </message>
    <message>
        <source>Stack Reservation</source>
        <translation>رزرو پشته</translation>
    </message>
    <message>
        <source>Memory reserved by the allocator at the peak (bytes_reserved)</source>
        <translation>حافظه‌ای که تخصیص‌دهنده در اوج رزرو کرده بود (bytes_reserved)</translation>
    </message>
    <message>
        <source>Heap Allocation</source>
        <translation>تخصیص هیپ</translation>
    </message>
    <message>
        <source>Memory allocated to tensors at the peak (bytes_allocated)</source>
        <translation>حافظهٔ تخصیص‌یافته به تنسورها در اوج (bytes_allocated)</translation>
    </message>
    <message>
        <source>Free Memory</source>
        <translation>حافظهٔ آزاد</translation>
    </message>
    <message>
        <source>Memory still available to the allocator at the peak</source>
        <translation>حافظه‌ای که در اوج هنوز در دسترس تخصیص‌دهنده بود</translation>
    </message>
    <message>
        <source>Fragmentation</source>
        <translation>چندپارگی</translation>
    </message>
    <message>
        <source>100% × (1 − largest free chunk ÷ total free memory) at the peak</source>
        <translation>100% × (1 − بزرگ‌ترین تکهٔ آزاد ÷ کل حافظهٔ آزاد) در اوج</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryProfileTableModel</name>
    <message>
        <source>(no op name)</source>
        <translation>(بدون نام عملیات)</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryTimelineChart</name>
    <message>
        <source>stack</source>
        <translation>پشته</translation>
    </message>
    <message>
        <source>heap</source>
        <translation>هیپ</translation>
    </message>
    <message>
        <source>free</source>
        <translation>آزاد</translation>
    </message>
    <message>
        <source>fragmentation</source>
        <translation>چندپارگی</translation>
    </message>
    <message>
        <source>window peak</source>
        <translation>اوج پنجره</translation>
    </message>
    <message>
        <source>Timestamp (ms)</source>
        <translation>زمان (ms)</translation>
    </message>
    <message>
        <source>Fragmentation (%)</source>
        <translation>چندپارگی (%)</translation>
    </message>
    <message>
        <source>Drag to zoom into a time range, right-click to see the whole window, click for the event at that time.</source>
        <translation>برای بزرگ‌نمایی یک بازهٔ زمانی بکشید، برای دیدن کل پنجره راست‌کلیک کنید، برای دیدن رویداد آن لحظه کلیک کنید.</translation>
    </message>
    <message>
        <source>Memory Usage (%1)</source>
        <translation>مصرف حافظه (%1)</translation>
    </message>
    <message>
        <source>timestamp (ms): %1</source>
        <translation>زمان (ms): %1</translation>
    </message>
    <message>
        <source>event: %1</source>
        <translation>رویداد: %1</translation>
    </message>
    <message>
        <source>allocation</source>
        <translation>تخصیص</translation>
    </message>
    <message>
        <source>deallocation</source>
        <translation>آزادسازی</translation>
    </message>
    <message>
        <source>requested size: %1</source>
        <translation>اندازهٔ درخواستی: %1</translation>
    </message>
    <message>
        <source>allocation size: %1</source>
        <translation>اندازهٔ تخصیص: %1</translation>
    </message>
    <message>
        <source>tf_op: %1</source>
        <translation>tf_op: %1</translation>
    </message>
    <message>
        <source>region_type: %1</source>
        <translation>region_type: %1</translation>
    </message>
    <message>
        <source>data_type: %1</source>
        <translation>data_type: %1</translation>
    </message>
    <message>
        <source>tensor_shape: %1</source>
        <translation>tensor_shape: %1</translation>
    </message>
    <message>
        <source>step_id: %1</source>
        <translation>step_id: %1</translation>
    </message>
    <message>
        <source>memory in use (stack + heap): %1</source>
        <translation>حافظهٔ در حال استفاده (پشته + هیپ): %1</translation>
    </message>
    <message>
        <source>heap: %1, stack: %2, free: %3</source>
        <translation>هیپ: %1، پشته: %2، آزاد: %3</translation>
    </message>
    <message>
        <source>fragmentation: %1%</source>
        <translation>چندپارگی: %1%</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryTypeModel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Memory space %1: %2</source>
        <translation>فضای حافظهٔ %1: %2</translation>
    </message>
    <message>
        <source>The module allocates nothing in %1.</source>
        <translation>این ماژول در %1 چیزی تخصیص نمی‌دهد.</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryViewerComparePage</name>
    <message>
        <source>whole program</source>
        <translation>کل برنامه</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 تا %2</translation>
    </message>
    <message>
        <source>Memory Viewer overview</source>
        <translation>نمای کلی نمایشگر حافظه</translation>
    </message>
    <message>
        <source>Module A:</source>
        <translation>ماژول A:</translation>
    </message>
    <message>
        <source>Module B:</source>
        <translation>ماژول B:</translation>
    </message>
    <message>
        <source>Memory type:</source>
        <translation>نوع حافظه:</translation>
    </message>
    <message>
        <source>Program order:</source>
        <translation>ترتیب برنامه:</translation>
    </message>
    <message>
        <source>Each module&apos;s own</source>
        <translation>ترتیب خود هر ماژول</translation>
    </message>
    <message>
        <source>Normalised to 0–100 %</source>
        <translation>نرمال‌شده به 0 تا 100 %</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>در حال مقایسه…</translation>
    </message>
    <message>
        <source>B has no module named %1: it shows its module with the largest peak. Choose another above.</source>
        <translation>B ماژولی به نام %1 ندارد: ماژولِ دارای بزرگ‌ترین اوج آن نشان داده می‌شود. در بالا ماژول دیگری انتخاب کنید.</translation>
    </message>
    <message>
        <source>%1 has no XLA module with a buffer assignment to compare.</source>
        <translation>%1 هیچ ماژول XLA با buffer assignment برای مقایسه ندارد.</translation>
    </message>
    <message>
        <source>Module %1: %2</source>
        <translation>ماژول %1: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Program order (% of each module&apos;s)</source>
        <translation>ترتیب برنامه (% از ترتیب هر ماژول)</translation>
    </message>
    <message>
        <source>Program order</source>
        <translation>ترتیب برنامه</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>A: %1</source>
        <translation>A: %1</translation>
    </message>
    <message>
        <source>B: %1</source>
        <translation>B: %1</translation>
    </message>
    <message>
        <source>Point at a buffer in the lists to see both sides here; its lifetime is shaded on both curves.</source>
        <translation>نشانگر را روی بافری در فهرست‌ها ببرید تا هر دو طرف را اینجا ببینید؛ طول عمر آن روی هر دو منحنی سایه می‌خورد.</translation>
    </message>
    <message>
        <source>Instruction</source>
        <translation>دستور</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>شکل</translation>
    </message>
    <message>
        <source>Framework op</source>
        <translation>عملیات چارچوب</translation>
    </message>
    <message>
        <source>Op code</source>
        <translation>Opcode</translation>
    </message>
    <message>
        <source>Allocation type</source>
        <translation>نوع تخصیص</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>اندازه</translation>
    </message>
    <message>
        <source>Unpadded size</source>
        <translation>اندازهٔ بدون لایه‌گذاری</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>لایه‌گذاری</translation>
    </message>
    <message>
        <source>Lifetime (program order)</source>
        <translation>طول عمر (ترتیب برنامه)</translation>
    </message>
    <message>
        <source>Position at the peak</source>
        <translation>جایگاه در اوج</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>منبع</translation>
    </message>
    <message>
        <source>Moved in program order.</source>
        <translation>در ترتیب برنامه جابه‌جا شده است.</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Memory Viewer Comparison Chart</source>
        <translation>نمودار مقایسهٔ نمایشگر حافظه</translation>
    </message>
    <message>
        <source>Memory Viewer Comparison</source>
        <translation>مقایسهٔ نمایشگر حافظه</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryViewerPage</name>
    <message>
        <source>Static analysis of the compiler&apos;s buffer assignment: these numbers come from the XLA compiler, not from measuring the program while it ran (that is the Memory Profile). Program order is the position in the HLO schedule, not time.</source>
        <translation>تحلیل ایستای buffer assignment کامپایلر: این اعداد از کامپایلر XLA می‌آیند، نه از اندازه‌گیری برنامه در حین اجرا (آن کار پروفایل حافظه است). ترتیب برنامه جایگاه در زمان‌بندی HLO است، نه زمان.</translation>
    </message>
    <message>
        <source>XLA simulated no heap for this memory space (its buffer assignment has no heap simulator trace), so there is no program order: no chart over program order, no view by program order and no allocation timeline. The buffers below are what its allocations hold.</source>
        <translation>XLA برای این فضای حافظه هیپی شبیه‌سازی نکرده است (buffer assignment آن ردیابی heap simulator ندارد)، پس ترتیب برنامه‌ای وجود ندارد: نه نموداری بر حسب ترتیب برنامه، نه نمایی بر اساس ترتیب برنامه و نه خط زمانی تخصیص. بافرهای زیر همان چیزی هستند که تخصیص‌های آن در بر دارند.</translation>
    </message>
    <message>
        <source>Open a profile and pick a module to see where its memory goes.</source>
        <translation>یک پروفایل باز کنید و ماژولی را برگزینید تا ببینید حافظه‌اش کجا می‌رود.</translation>
    </message>
    <message>
        <source>Reset Zoom</source>
        <translation>بازنشانی بزرگ‌نمایی</translation>
    </message>
    <message>
        <source>Show the whole program again (Esc on the chart)</source>
        <translation>نمایش دوبارهٔ کل برنامه (Esc روی نمودار)</translation>
    </message>
    <message>
        <source>Memory Allocation Chart</source>
        <translation>نمودار تخصیص حافظه</translation>
    </message>
    <message>
        <source>The heap after each step of the HLO schedule, with the peak marked. Drag across the chart to zoom into a range; hover a buffer below to see its lifetime here.</source>
        <translation>هیپ پس از هر گام زمان‌بندی HLO، با اوجِ علامت‌خورده. برای بزرگ‌نمایی یک بازه روی نمودار بکشید؛ نشانگر را روی بافری در پایین ببرید تا طول عمر آن را اینجا ببینید.</translation>
    </message>
    <message>
        <source>HLO Ops at Peak Memory Allocation Time</source>
        <translation>عملیات HLO در زمان اوج تخصیص حافظه</translation>
    </message>
    <message>
        <source>Hover over a buffer for its details; click or use the arrow keys to select one. A buffer has the same colour in every view; colours carry no meaning.</source>
        <translation>برای جزئیات یک بافر، نشانگر را روی آن ببرید؛ برای انتخاب کلیک کنید یا از کلیدهای جهت استفاده کنید. هر بافر در همهٔ نماها یک رنگ دارد؛ رنگ‌ها معنایی ندارند.</translation>
    </message>
    <message>
        <source>Buffer Allocation Timeline</source>
        <translation>خط زمانی تخصیص بافرها</translation>
    </message>
    <message>
        <source>Search op name (regular expression)…</source>
        <translation>جست‌وجوی نام عملیات (عبارت باقاعده)…</translation>
    </message>
    <message>
        <source>Matches framework op and instruction names, ignoring case. Enter or F3 steps through the matches, Shift+F3 goes back.</source>
        <translation>با نام عملیات چارچوب و نام دستور، بدون توجه به بزرگی و کوچکی حروف، تطبیق می‌دهد. Enter یا F3 بین نتایج جلو می‌رود و Shift+F3 برمی‌گردد.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 از %2</translation>
    </message>
    <message>
        <source>Show every block again (Home)</source>
        <translation>نمایش دوبارهٔ همهٔ بلوک‌ها (Home)</translation>
    </message>
    <message>
        <source>Width is a buffer&apos;s lifetime in program order, height its size, and the vertical position its offset in memory. Ctrl+scroll to zoom, drag to pan, click to select, double-click to zoom to a block.</source>
        <translation>پهنا طول عمر بافر در ترتیب برنامه است، ارتفاع اندازهٔ آن و جایگاه عمودی آفست آن در حافظه. برای بزرگ‌نمایی Ctrl+پیمایش، برای جابه‌جایی کشیدن، برای انتخاب کلیک و برای بزرگ‌نمایی روی یک بلوک دوبار کلیک کنید.</translation>
    </message>
    <message>
        <source>Buffers at the Peak</source>
        <translation>بافرها در اوج</translation>
    </message>
    <message>
        <source>Filter buffers…</source>
        <translation>پالایش بافرها…</translation>
    </message>
    <message>
        <source>Shows the buffers whose name, shape, op or type contains this text</source>
        <translation>بافرهایی را نشان می‌دهد که نام، شکل، عملیات یا نوعشان این متن را دارد</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>صدور CSV…</translation>
    </message>
    <message>
        <source>Save the buffers at the peak, as listed, as a CSV file</source>
        <translation>ذخیرهٔ بافرهای اوج، همان‌گونه که فهرست شده‌اند، در یک فایل CSV</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>صدور</translation>
    </message>
    <message>
        <source>Save as Graphviz DOT…</source>
        <translation>ذخیره به صورت Graphviz DOT…</translation>
    </message>
    <message>
        <source>This analysis has no DOT text (it was run without the Graphviz output).</source>
        <translation>این تحلیل متن DOT ندارد (بدون خروجی Graphviz اجرا شده است).</translation>
    </message>
    <message>
        <source>No module is open.</source>
        <translation>هیچ ماژولی باز نیست.</translation>
    </message>
    <message>
        <source>not known: XLA simulated no heap for this memory space, so there is no program order</source>
        <translation>نامعلوم: XLA برای این فضای حافظه هیپی شبیه‌سازی نکرده است، پس ترتیب برنامه‌ای وجود ندارد</translation>
    </message>
    <message>
        <source>Module Name: %1</source>
        <translation>نام ماژول: %1</translation>
    </message>
    <message>
        <source>Peak memory allocation: %1, %2 (with fragmentation)</source>
        <translation>اوج تخصیص حافظه: %1، %2 (با چندپارگی)</translation>
    </message>
    <message>
        <source>%1 total padding overhead</source>
        <translation>%1 سربار کل لایه‌گذاری</translation>
    </message>
    <message>
        <source>%1 total argument size</source>
        <translation>%1 اندازهٔ کل آرگومان‌ها</translation>
    </message>
    <message>
        <source>%1 stack simulated HLO temporary variables</source>
        <translation>%1 متغیرهای موقت HLO شبیه‌سازی‌شده در پشته</translation>
    </message>
    <message>
        <source>%1 HLO lifetime temporary variables with fragmentation (fragmentation %2%)</source>
        <translation>%1 متغیرهای موقت طول عمر HLO با چندپارگی (چندپارگی %2%)</translation>
    </message>
    <message>
        <source>%1 max scoped VMEM allocation (%2)</source>
        <translation>%1 بیشینهٔ تخصیص VMEM محدوده‌دار (%2)</translation>
    </message>
    <message>
        <source>Modifying your model&apos;s architecture, batch size and data dimensions may help reduce the memory footprint.</source>
        <translation>تغییر معماری مدل، اندازهٔ دسته و ابعاد داده ممکن است به کاهش ردپای حافظه کمک کند.</translation>
    </message>
    <message>
        <source>There is no data to display for this memory space.</source>
        <translation>برای این فضای حافظه داده‌ای برای نمایش وجود ندارد.</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>هشدار: %1</translation>
    </message>
    <message>
        <source>As XProf reports it:
%1</source>
        <translation>آن‌گونه که XProf گزارش می‌کند:
%1</translation>
    </message>
    <message numerus="yes">
        <source>invalid regular expression (%1): %n plain-text match(es)</source>
        <translation>
            <numerusform>عبارت باقاعدهٔ نامعتبر (%1): %n تطابق متنی ساده</numerusform>
        </translation>
    </message>
    <message>
        <source>no matches</source>
        <translation>بدون تطابق</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n تطابق</numerusform>
        </translation>
    </message>
    <message>
        <source>Memory Viewer Page</source>
        <translation>صفحهٔ نمایشگر حافظه</translation>
    </message>
    <message>
        <source>There is no analysis to export.</source>
        <translation>تحلیلی برای صدور وجود ندارد.</translation>
    </message>
    <message>
        <source>allocation-timeline.dot was not written: the analysis has no DOT text (run it with the Graphviz output).</source>
        <translation>allocation-timeline.dot نوشته نشد: تحلیل متن DOT ندارد (آن را با خروجی Graphviz اجرا کنید).</translation>
    </message>
    <message>
        <source>Export Buffers at the Peak</source>
        <translation>صدور بافرهای اوج</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>فایل CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export Allocation Timeline</source>
        <translation>صدور خط زمانی تخصیص</translation>
    </message>
    <message>
        <source>Graphviz DOT (*.dot *.gv)</source>
        <translation>Graphviz DOT (*.dot *.gv)</translation>
    </message>
    <message>
        <source>Finding the buffers live at the peak and laying out the allocation timeline…</source>
        <translation>در حال یافتن بافرهای زنده در اوج و چیدن خط زمانی تخصیص…</translation>
    </message>
    <message>
        <source>Buffers: %L1</source>
        <translation>بافرها: %L1</translation>
    </message>
    <message>
        <source>Buffers: %L1 of %L2</source>
        <translation>بافرها: %L1 از %L2</translation>
    </message>
    <message>
        <source>%1 total padding overhead, all of it in buffers smaller than %2 (lower &quot;Small buffers below&quot; to see them by padding)</source>
        <translation>%1 سربار کل لایه‌گذاری، همه در بافرهای کوچک‌تر از %2 (برای دیدن آن‌ها بر اساس لایه‌گذاری، «بافرهای کوچک‌تر از» را کم کنید)</translation>
    </message>
    <message>
        <source>Memory allocated after each allocation and free of the trace, with the peak marked. Drag across the chart to zoom into a range; hover an allocation below to see its lifetime here.</source>
        <translation>حافظهٔ تخصیص‌یافته پس از هر تخصیص و آزادسازی ردگیری، با اوج نشان‌گذاری‌شده. برای بزرگ‌نمایی یک بازه روی نمودار بکشید؛ نشانگر را روی یک تخصیص در پایین ببرید تا طول عمرش را اینجا ببینید.</translation>
    </message>
    <message>
        <source>Allocations Live at the Peak</source>
        <translation>تخصیص‌های زنده در اوج</translation>
    </message>
    <message>
        <source>Hover over an allocation for its details and stack; click or use the arrow keys to select one. An allocation has the same colour in every view; colours carry no meaning. Allocator rounding is the size minus what the program asked for.</source>
        <translation>برای جزئیات و پشته نشانگر را روی یک تخصیص ببرید؛ برای برگزیدن کلیک کنید یا کلیدهای جهت را به کار ببرید. هر تخصیص در همهٔ نماها یک رنگ دارد؛ رنگ‌ها معنایی ندارند. گردکردن تخصیص‌دهنده اندازه منهای چیزی است که برنامه خواسته است.</translation>
    </message>
    <message>
        <source>Allocations at the Peak</source>
        <translation>تخصیص‌های اوج</translation>
    </message>
    <message>
        <source>Filter allocations…</source>
        <translation>پالایش تخصیص‌ها…</translation>
    </message>
    <message>
        <source>Shows the allocations whose frame, address, context or stream contains this text</source>
        <translation>تخصیص‌هایی را نشان می‌دهد که قاب، نشانی، زمینه یا جریانشان این متن را دارد</translation>
    </message>
    <message>
        <source>Save the allocations at the peak, as listed, as a CSV file</source>
        <translation>تخصیص‌های اوج را همان‌گونه که فهرست شده‌اند در یک پروندهٔ CSV ذخیره کن</translation>
    </message>
    <message>
        <source>Allocations: %L1</source>
        <translation>تخصیص‌ها: %L1</translation>
    </message>
    <message>
        <source>Allocations: %L1 of %L2</source>
        <translation>تخصیص‌ها: %L1 از %L2</translation>
    </message>
    <message>
        <source>The Peak by Scope</source>
        <translation>اوج بر اساس حوزه</translation>
    </message>
    <message>
        <source>&amp;Group by:</source>
        <translation>&amp;گروه‌بندی بر اساس:</translation>
    </message>
    <message>
        <source>Group the buffers by the framework&apos;s name scope (the op name split at &quot;/&quot;) or by the source line that made them (its stack, outermost first)</source>
        <translation>بافرها را بر اساس حوزهٔ نام فریم‌ورک (نام عملیات جداشده با &quot;/&quot;) یا خط منبعی که آن‌ها را ساخت (پشته‌اش، بیرونی‌ترین اول) گروه‌بندی کنید</translation>
    </message>
    <message>
        <source>Framework name scope</source>
        <translation>حوزهٔ نام فریم‌ورک</translation>
    </message>
    <message>
        <source>Source line</source>
        <translation>خط منبع</translation>
    </message>
    <message>
        <source>The buffers live at the peak as a tree: which scope or line holds the memory is the largest open path. Branches of a tenth of the peak or more are open; click a buffer to select it in every view.</source>
        <translation>بافرهای زنده در اوج به‌صورت درخت: حوزه یا خطی که حافظه را نگه می‌دارد بزرگ‌ترین مسیر باز است. شاخه‌هایی که یک‌دهم اوج یا بیشتر هستند باز هستند؛ برای انتخاب یک بافر در همهٔ نماها روی آن کلیک کنید.</translation>
    </message>
    <message>
        <source>The peak by scope</source>
        <translation>اوج بر اساس حوزه</translation>
    </message>
    <message>
        <source>Scope, line or buffer</source>
        <translation>حوزه، خط یا بافر</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>اندازه</translation>
    </message>
    <message>
        <source>Share of the peak</source>
        <translation>سهم از اوج</translation>
    </message>
    <message>
        <source>Buffers</source>
        <translation>بافرها</translation>
    </message>
    <message>
        <source>(no framework op name)</source>
        <translation>(بدون نام عملیات فریم‌ورک)</translation>
    </message>
    <message>
        <source>(no source line)</source>
        <translation>(بدون خط منبع)</translation>
    </message>
    <message>
        <source>(small buffers, grouped)</source>
        <translation>(بافرهای کوچک، گروه‌شده)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>… and %L1 smaller ones</source>
        <translation>… و %L1 مورد کوچک‌تر</translation>
    </message>
    <message>
        <source>… and %L1 smaller buffers: the table lists them all</source>
        <translation>… و %L1 بافر کوچک‌تر: جدول همه را فهرست می‌کند</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryViewerTool</name>
    <message>
        <source>This profile contains no XLA modules, so there is no compiler memory view.</source>
        <translation>این پروفایل هیچ ماژول XLA ندارد، پس نمای حافظهٔ کامپایلر وجود ندارد.</translation>
    </message>
    <message>
        <source>Analysing %1 (%2)…</source>
        <translation>در حال تحلیل %1 (%2)…</translation>
    </message>
    <message>
        <source>%1 — %2 — %3</source>
        <translation>%1 — %2 — %3</translation>
    </message>
    <message>
        <source>%1 cannot be analysed: %2</source>
        <translation>تحلیل %1 ممکن نیست: %2</translation>
    </message>
    <message>
        <source>the module carries no buffer assignment to analyse</source>
        <translation>این ماژول هیچ buffer assignment برای تحلیل ندارد</translation>
    </message>
    <message>
        <source>Finding the module with the largest HBM peak… %1 of %2 modules measured. Press Esc to show the largest so far.</source>
        <translation>در حال یافتن ماژولِ دارای بزرگ‌ترین اوج HBM… %1 از %2 ماژول سنجیده شد. برای نمایش بزرگ‌ترینِ تاکنون Esc را بزنید.</translation>
    </message>
    <message>
        <source>Finding the module with the largest HBM peak… Press Esc to show the largest so far.</source>
        <translation>در حال یافتن ماژولِ دارای بزرگ‌ترین اوج HBM… برای نمایش بزرگ‌ترینِ تاکنون Esc را بزنید.</translation>
    </message>
</context>
<context>
    <name>memscope::MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation>بستن</translation>
    </message>
    <message>
        <source>Dismiss message</source>
        <translation>بستن پیام</translation>
    </message>
</context>
<context>
    <name>memscope::ModuleListModel</name>
    <message>
        <source>The module carries no HloProto.</source>
        <translation>این ماژول HloProto ندارد.</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>error</source>
        <translation>خطا</translation>
    </message>
    <message>
        <source>%1
from host %2</source>
        <translation>%1
از میزبان %2</translation>
    </message>
    <message>
        <source>Computing the HBM peak…</source>
        <translation>در حال محاسبهٔ اوج HBM…</translation>
    </message>
    <message>
        <source>HBM peak: %1 (%2 bytes)</source>
        <translation>اوج HBM: %1 (%2 بایت)</translation>
    </message>
    <message>
        <source>The HBM peak could not be computed: %1</source>
        <translation>محاسبهٔ اوج HBM ممکن نشد: %1</translation>
    </message>
    <message>
        <source>Module</source>
        <translation>ماژول</translation>
    </message>
    <message>
        <source>HBM peak</source>
        <translation>اوج HBM</translation>
    </message>
</context>
<context>
    <name>memscope::OomReportTool</name>
    <message>
        <source>XLA out-of-memory report, %1</source>
        <translation>گزارش کمبود حافظهٔ XLA، %1</translation>
    </message>
    <message>
        <source>What is missing from this report</source>
        <translation>آنچه در این گزارش نیست</translation>
    </message>
    <message>
        <source>What a report cannot tell (it is not a profile)</source>
        <translation>آنچه یک گزارش نمی‌تواند بگوید (پروفایل نیست)</translation>
    </message>
    <message>
        <source>This log holds several out-of-memory reports; choose one:</source>
        <translation>این لاگ چند گزارش کمبود حافظه دارد؛ یکی را انتخاب کنید:</translation>
    </message>
    <message>
        <source>Out-of-memory reports</source>
        <translation>گزارش‌های کمبود حافظه</translation>
    </message>
    <message>
        <source>Open a log that holds an XLA out-of-memory report, or paste one (Edit &gt; Paste).</source>
        <translation>لاگی را باز کنید که گزارش کمبود حافظهٔ XLA دارد، یا یک گزارش را بچسبانید (ویرایش &gt; چسباندن).</translation>
    </message>
    <message>
        <source>This input holds no XLA out-of-memory report.</source>
        <translation>این ورودی هیچ گزارش کمبود حافظهٔ XLA ندارد.</translation>
    </message>
    <message>
        <source>not known: an out-of-memory report has no program order</source>
        <translation>نامعلوم: گزارش کمبود حافظه ترتیب برنامه ندارد</translation>
    </message>
</context>
<context>
    <name>memscope::OverviewChart</name>
    <message>
        <source>Module execution time (in milliseconds)</source>
        <translation>زمان اجرای ماژول (به میلی‌ثانیه)</translation>
    </message>
    <message>
        <source>Step Time (in milliseconds)</source>
        <translation>زمان گام (به میلی‌ثانیه)</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>گام %1</translation>
    </message>
    <message>
        <source>Step %1 (%2)</source>
        <translation>گام %1 (%2)</translation>
    </message>
    <message>
        <source>%1, duration %2 ms
%3: %4 ms</source>
        <translation>%1، مدت %2 ms
%3: %4 ms</translation>
    </message>
    <message>
        <source>Milliseconds</source>
        <translation>میلی‌ثانیه</translation>
    </message>
    <message>
        <source>Module execution</source>
        <translation>اجرای ماژول</translation>
    </message>
    <message>
        <source>Step Number</source>
        <translation>شمارهٔ گام</translation>
    </message>
    <message>
        <source>Module execution (in time order)</source>
        <translation>اجرای ماژول (به ترتیب زمان)</translation>
    </message>
    <message>
        <source>Step (in time order)</source>
        <translation>گام (به ترتیب زمان)</translation>
    </message>
    <message>
        <source>Inference Session Latency at Percentile</source>
        <translation>تأخیر نشست استنتاج در صدک</translation>
    </message>
    <message>
        <source>Host time (in ms)</source>
        <translation>زمان میزبان (ms)</translation>
    </message>
    <message>
        <source>Device time (in ms)</source>
        <translation>زمان دستگاه (ms)</translation>
    </message>
    <message>
        <source>Host-device communication time (in ms)</source>
        <translation>زمان ارتباط میزبان و دستگاه (ms)</translation>
    </message>
    <message>
        <source>%1: %2 ms in total
%3: %4 ms</source>
        <translation>%1: در مجموع %2 ms
%3: %4 ms</translation>
    </message>
    <message>
        <source>Percentile</source>
        <translation>صدک</translation>
    </message>
    <message>
        <source>Session Latency Breakdown (ms)</source>
        <translation>تفکیک تأخیر نشست (ms)</translation>
    </message>
    <message>
        <source>Module execution %1 (%2)</source>
        <translation>اجرای ماژول %1 (%2)</translation>
    </message>
</context>
<context>
    <name>memscope::OverviewComparePage</name>
    <message>
        <source>Comparing…</source>
        <translation>در حال مقایسه…</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>نمای کلی</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Overview Comparison</source>
        <translation>مقایسهٔ نمای کلی</translation>
    </message>
</context>
<context>
    <name>memscope::OverviewPage</name>
    <message>
        <source>All Others Time</source>
        <translation>زمان سایر موارد</translation>
    </message>
    <message>
        <source>Compilation Time</source>
        <translation>زمان کامپایل</translation>
    </message>
    <message>
        <source>Output Time</source>
        <translation>زمان خروجی</translation>
    </message>
    <message>
        <source>Input Time</source>
        <translation>زمان ورودی</translation>
    </message>
    <message>
        <source>Kernel Launch Time</source>
        <translation>زمان راه‌اندازی کرنل</translation>
    </message>
    <message>
        <source>Host Compute Time</source>
        <translation>زمان محاسبهٔ میزبان</translation>
    </message>
    <message>
        <source>Device Collective Communication Time</source>
        <translation>زمان ارتباط جمعی دستگاه</translation>
    </message>
    <message>
        <source>Device to Device Time</source>
        <translation>زمان دستگاه به دستگاه</translation>
    </message>
    <message>
        <source>Device Compute Time</source>
        <translation>زمان محاسبهٔ دستگاه</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Performance Summary</source>
        <translation>خلاصهٔ کارایی</translation>
    </message>
    <message>
        <source>Run Environment</source>
        <translation>محیط اجرا</translation>
    </message>
    <message>
        <source>Step-time Graph</source>
        <translation>نمودار زمان گام</translation>
    </message>
    <message>
        <source>Recommendations</source>
        <translation>توصیه‌ها</translation>
    </message>
    <message>
        <source>Top %1 Device Ops by Self Time</source>
        <translation>%1 عملیات برتر دستگاه بر اساس زمان خالص</translation>
    </message>
    <message>
        <source>No profile is open.</source>
        <translation>هیچ پروفایلی باز نیست.</translation>
    </message>
    <message>
        <source>Inference Session Latency Breakdown</source>
        <translation>تفکیک تأخیر نشست استنتاج</translation>
    </message>
    <message>
        <source>Sessions: %1; average session time %2.</source>
        <translation>نشست‌ها: %1؛ میانگین زمان نشست %2.</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Module Execution Time Graph</source>
        <translation>نمودار زمان اجرای ماژول</translation>
    </message>
    <message>
        <source>lower is better.</source>
        <translation>کمتر بهتر است.</translation>
    </message>
    <message>
        <source>higher is better.</source>
        <translation>بیشتر بهتر است.</translation>
    </message>
    <message>
        <source>Average Session Time</source>
        <translation>میانگین زمان نشست</translation>
    </message>
    <message>
        <source>Average Module Execution Time</source>
        <translation>میانگین زمان اجرای ماژول</translation>
    </message>
    <message>
        <source>Average Step Time</source>
        <translation>میانگین زمان گام</translation>
    </message>
    <message>
        <source>(σ = %1 ms, n = %2)</source>
        <translation>(σ = %1 ms، n = %2)</translation>
    </message>
    <message>
        <source>%1 (σ = %2 ms)</source>
        <translation>%1 (σ = %2 ms)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>نامعلوم</translation>
    </message>
    <message>
        <source>FLOPS Utilization</source>
        <translation>بهره‌وری FLOPS</translation>
    </message>
    <message>
        <source>Utilization of TPU Matrix Units</source>
        <translation>بهره‌وری واحدهای ماتریسی TPU</translation>
    </message>
    <message>
        <source>Compared to Program&apos;s Optimal FLOPS</source>
        <translation>در مقایسه با FLOPS بهینهٔ برنامه</translation>
    </message>
    <message>
        <source>TPU Duty Cycle</source>
        <translation>چرخهٔ کاری TPU</translation>
    </message>
    <message>
        <source>Percentage of the device time that is busy. Higher is better.</source>
        <translation>درصد زمانی از دستگاه که مشغول است. بیشتر بهتر است.</translation>
    </message>
    <message>
        <source>Memory Bandwidth Utilization</source>
        <translation>بهره‌وری پهنای باند حافظه</translation>
    </message>
    <message>
        <source>HBM Utilization</source>
        <translation>بهره‌وری HBM</translation>
    </message>
    <message>
        <source>Compared to Program&apos;s Optimal Bandwidth</source>
        <translation>در مقایسه با پهنای باند بهینهٔ برنامه</translation>
    </message>
    <message>
        <source>Framework Op Placement</source>
        <translation>جای‌گذاری عملیات چارچوب</translation>
    </message>
    <message>
        <source>generally desired to have more ops on device (%1 on the host, %2 on the device)</source>
        <translation>معمولاً بهتر است عملیات بیشتری روی دستگاه باشند (%1 روی میزبان، %2 روی دستگاه)</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>میزبان</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>دستگاه</translation>
    </message>
    <message>
        <source>Op Time Spent on Eager Execution</source>
        <translation>زمان عملیات صرف‌شده در اجرای Eager</translation>
    </message>
    <message>
        <source>Device Compute Precisions</source>
        <translation>دقت‌های محاسباتی دستگاه</translation>
    </message>
    <message>
        <source>out of total device compute time</source>
        <translation>از کل زمان محاسبهٔ دستگاه</translation>
    </message>
    <message>
        <source>16-bit</source>
        <translation>۱۶ بیتی</translation>
    </message>
    <message>
        <source>32-bit</source>
        <translation>۳۲ بیتی</translation>
    </message>
    <message>
        <source>Other (integer, 8- and 64-bit)</source>
        <translation>سایر (صحیح، ۸ و ۶۴ بیتی)</translation>
    </message>
    <message>
        <source>true</source>
        <translation>بله</translation>
    </message>
    <message>
        <source>false</source>
        <translation>خیر</translation>
    </message>
    <message>
        <source>Is training job</source>
        <translation>کار آموزشی است</translation>
    </message>
    <message>
        <source>Number of Hosts used</source>
        <translation>تعداد میزبان‌های به‌کاررفته</translation>
    </message>
    <message>
        <source>Device type</source>
        <translation>نوع دستگاه</translation>
    </message>
    <message>
        <source>Number of device cores</source>
        <translation>تعداد هسته‌های دستگاه</translation>
    </message>
    <message>
        <source>Profile start time (UTC)</source>
        <translation>زمان آغاز پروفایل (UTC)</translation>
    </message>
    <message>
        <source>Profile duration</source>
        <translation>مدت پروفایل</translation>
    </message>
    <message>
        <source>Peak FLOP rate per core</source>
        <translation>اوج نرخ FLOP برای هر هسته</translation>
    </message>
    <message>
        <source>TFLOP/s</source>
        <translation>TFLOP/s</translation>
    </message>
    <message>
        <source>Peak HBM bandwidth per core</source>
        <translation>اوج پهنای باند HBM برای هر هسته</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>Nothing stands out in this profile.</source>
        <translation>در این پروفایل چیز قابل‌توجهی نیست.</translation>
    </message>
    <message>
        <source>Top Device Ops</source>
        <translation>عملیات برتر دستگاه</translation>
    </message>
    <message>
        <source>Overview Page</source>
        <translation>صفحهٔ نمای کلی</translation>
    </message>
    <message>
        <source>There is no overview to export.</source>
        <translation>نمای کلی‌ای برای صدور وجود ندارد.</translation>
    </message>
    <message>
        <source>Save as CSV…</source>
        <translation>ذخیره به صورت CSV…</translation>
    </message>
    <message>
        <source>Export Top Device Ops</source>
        <translation>صدور عملیات برتر دستگاه</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>فایل CSV (*.csv)</translation>
    </message>
    <message>
        <source>Measured FLOP rate per core</source>
        <translation>نرخ FLOP اندازه‌گیری‌شده برای هر هسته</translation>
    </message>
    <message>
        <source>GFLOP/s</source>
        <translation>GFLOP/s</translation>
    </message>
    <message>
        <source>Measured HBM bandwidth per core</source>
        <translation>پهنای باند HBM اندازه‌گیری‌شده برای هر هسته</translation>
    </message>
</context>
<context>
    <name>memscope::OverviewTool</name>
    <message>
        <source>No profile is open.</source>
        <translation>هیچ پروفایلی باز نیست.</translation>
    </message>
    <message>
        <source>This input has no trace (it is not an XSpace), so there is no performance overview.</source>
        <translation>این ورودی ردیابی ندارد (XSpace نیست)، پس نمای کلی کارایی وجود ندارد.</translation>
    </message>
    <message>
        <source>Computing the overview…</source>
        <translation>در حال محاسبهٔ نمای کلی…</translation>
    </message>
</context>
<context>
    <name>memscope::OverviewTopOpsModel</name>
    <message>
        <source>n/a</source>
        <translation>نامعلوم</translation>
    </message>
    <message>
        <source>Framework op: %1</source>
        <translation>عملیات چارچوب: %1</translation>
    </message>
    <message>
        <source>Time (%)</source>
        <translation>زمان (%)</translation>
    </message>
    <message>
        <source>Cumulative (%)</source>
        <translation>تجمعی (%)</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>دسته</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>عملیات</translation>
    </message>
    <message>
        <source>Occurrences</source>
        <translation>تعداد</translation>
    </message>
    <message>
        <source>Self time (ms)</source>
        <translation>زمان خالص (ms)</translation>
    </message>
    <message>
        <source>FLOP rate (GFLOP/s)</source>
        <translation>نرخ FLOP (GFLOP/s)</translation>
    </message>
    <message>
        <source>Bytes accessed</source>
        <translation>بایت‌های دسترسی‌یافته</translation>
    </message>
</context>
<context>
    <name>memscope::PeakBufferModel</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 بایت</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>نام</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>اندازه</translation>
    </message>
    <message>
        <source>Unpadded size</source>
        <translation>اندازهٔ بدون لایه‌گذاری</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>لایه‌گذاری</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>شکل</translation>
    </message>
    <message>
        <source>Framework op</source>
        <translation>عملیات چارچوب</translation>
    </message>
    <message>
        <source>Opcode</source>
        <translation>Opcode</translation>
    </message>
    <message>
        <source>Allocation type</source>
        <translation>نوع تخصیص</translation>
    </message>
    <message>
        <source>Allocated at</source>
        <translation>تخصیص در</translation>
    </message>
    <message>
        <source>Freed at</source>
        <translation>آزادسازی در</translation>
    </message>
    <message>
        <source>Allocated by</source>
        <translation>تخصیص‌دهنده</translation>
    </message>
    <message>
        <source>Requested size</source>
        <translation>اندازهٔ درخواستی</translation>
    </message>
    <message>
        <source>Rounding</source>
        <translation>گردکردن</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>نشانی</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>زمینه</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>جریان</translation>
    </message>
    <message>
        <source>Allocated after action</source>
        <translation>تخصیص پس از کنش</translation>
    </message>
    <message>
        <source>Freed after action</source>
        <translation>آزادسازی پس از کنش</translation>
    </message>
</context>
<context>
    <name>memscope::ProfileDocument</name>
    <message>
        <source>There is no module named &apos;%1&apos;; showing the module with the largest HBM peak.</source>
        <translation>ماژولی به نام «%1» وجود ندارد؛ ماژولِ دارای بزرگ‌ترین اوج HBM نشان داده می‌شود.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 (loading)</source>
        <translation>%1 (در حال بارگذاری)</translation>
    </message>
    <message>
        <source>Still reading %1: what is shown is the part read so far</source>
        <translation>هنوز %1 خوانده می‌شود: آنچه نشان داده می‌شود بخشی است که تاکنون خوانده شده</translation>
    </message>
</context>
<context>
    <name>memscope::ProgramOrderChart</name>
    <message>
        <source>Memory Allocation Size vs Program Order</source>
        <translation>اندازهٔ تخصیص حافظه بر حسب ترتیب برنامه</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>اندازه</translation>
    </message>
    <message>
        <source>Unpadded Size</source>
        <translation>اندازهٔ بدون لایه‌گذاری</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>اوج</translation>
    </message>
    <message>
        <source>Program order (position in the HLO schedule, not time)</source>
        <translation>ترتیب برنامه (جایگاه در زمان‌بندی HLO، نه زمان)</translation>
    </message>
    <message>
        <source>Allocated heap size (%1)</source>
        <translation>اندازهٔ هیپ تخصیص‌یافته (%1)</translation>
    </message>
    <message>
        <source>Peak: %1 at program order %2</source>
        <translation>اوج: %1 در ترتیب برنامهٔ %2</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>نامعلوم</translation>
    </message>
    <message>
        <source>Program order: %1
Size: %2
Unpadded size: %3
HLO instruction: %4</source>
        <translation>ترتیب برنامه: %1
اندازه: %2
اندازهٔ بدون لایه‌گذاری: %3
دستور HLO: %4</translation>
    </message>
    <message>
        <source>(end of program)</source>
        <translation>(پایان برنامه)</translation>
    </message>
    <message>
        <source>Allocated Memory vs Allocator Actions</source>
        <translation>حافظهٔ تخصیص‌یافته در برابر کنش‌های تخصیص‌دهنده</translation>
    </message>
    <message>
        <source>Allocated</source>
        <translation>تخصیص‌یافته</translation>
    </message>
    <message>
        <source>Allocator actions (allocations and frees in trace order, not time)</source>
        <translation>کنش‌های تخصیص‌دهنده (تخصیص‌ها و آزادسازی‌ها به ترتیب ردگیری، نه زمان)</translation>
    </message>
    <message>
        <source>Allocated memory (%1)</source>
        <translation>حافظهٔ تخصیص‌یافته (%1)</translation>
    </message>
    <message>
        <source>Peak: %1 after action %2</source>
        <translation>اوج: %1 پس از کنش %2</translation>
    </message>
    <message>
        <source>Start of the trace
Allocated: %1</source>
        <translation>آغاز ردگیری
تخصیص‌یافته: %1</translation>
    </message>
    <message>
        <source>After action %1
Allocated: %2
The action&apos;s allocation: %3</source>
        <translation>پس از کنش %1
تخصیص‌یافته: %2
تخصیصِ این کنش: %3</translation>
    </message>
    <message>
        <source>(no frames recorded)</source>
        <translation>(قابی ثبت نشده)</translation>
    </message>
</context>
<context>
    <name>memscope::RunTreeModel</name>
    <message numerus="yes">
        <source>%1
modified %2
%n host(s)</source>
        <translation>
            <numerusform>%1
تغییریافته در %2
%n میزبان</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>memscope::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>تنظیمات</translation>
    </message>
    <message>
        <source>Memory Viewer</source>
        <translation>نمایشگر حافظه</translation>
    </message>
    <message>
        <source>Default &amp;small-buffer threshold:</source>
        <translation>آستانهٔ پیش‌فرض بافرهای &amp;کوچک:</translation>
    </message>
    <message>
        <source>Buffers smaller than this are grouped into one &quot;small&quot; entry in the buffer views. None shows every buffer.</source>
        <translation>بافرهای کوچک‌تر از این مقدار در نماهای بافر در یک مدخل «کوچک» گروه‌بندی می‌شوند. «هیچ» همهٔ بافرها را نشان می‌دهد.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>هیچ</translation>
    </message>
    <message>
        <source> KiB</source>
        <translation> KiB</translation>
    </message>
    <message>
        <source>Profiles opened from now on start with this threshold; the sidebar changes it for one profile.</source>
        <translation>پروفایل‌هایی که از این پس باز می‌شوند با این آستانه آغاز می‌شوند؛ نوار کناری آن را برای یک پروفایل تغییر می‌دهد.</translation>
    </message>
    <message>
        <source>Sizes</source>
        <translation>اندازه‌ها</translation>
    </message>
    <message>
        <source>&amp;Binary units: KiB, MiB, GiB (1024 bytes), as XProf shows them</source>
        <translation>واحدهای &amp;دودویی: KiB، MiB، GiB (1024 بایت)، آن‌گونه که XProf نشان می‌دهد</translation>
    </message>
    <message>
        <source>&amp;Decimal units: kB, MB, GB (1000 bytes)</source>
        <translation>واحدهای &amp;دهدهی: kB، MB، GB (1000 بایت)</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>ظاهر</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>پوسته:</translation>
    </message>
    <message>
        <source>S&amp;ystem</source>
        <translation>&amp;سیستم</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;روشن</translation>
    </message>
    <message>
        <source>D&amp;ark</source>
        <translation>&amp;تیره</translation>
    </message>
    <message>
        <source>La&amp;nguage:</source>
        <translation>&amp;زبان:</translation>
    </message>
    <message>
        <source>The language applies the next time Memscope starts.</source>
        <translation>زبان در اجرای بعدی Memscope اعمال می‌شود.</translation>
    </message>
</context>
<context>
    <name>memscope::ShareRows</name>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>memscope::Sidebar</name>
    <message>
        <source>Runs of the trace folder, newest first. Activate a run to load it.</source>
        <translation>اجراهای پوشهٔ ردیابی، جدیدترین در آغاز. برای بارگذاری یک اجرا آن را فعال کنید.</translation>
    </message>
    <message>
        <source>&amp;Runs and hosts</source>
        <translation>&amp;اجراها و میزبان‌ها</translation>
    </message>
    <message>
        <source>Filter modules</source>
        <translation>پالایش ماژول‌ها</translation>
    </message>
    <message>
        <source>&amp;Modules</source>
        <translation>&amp;ماژول‌ها</translation>
    </message>
    <message>
        <source>The memory the compiler assigned the buffers to. Types the module does not use are disabled.</source>
        <translation>حافظه‌ای که کامپایلر بافرها را به آن نسبت داده است. نوع‌هایی که ماژول به کار نمی‌برد غیرفعال‌اند.</translation>
    </message>
    <message>
        <source> KiB</source>
        <translation> KiB</translation>
    </message>
    <message>
        <source>None</source>
        <translation>هیچ</translation>
    </message>
    <message>
        <source>Buffers smaller than this are grouped into one &quot;small&quot; entry in the buffer views. None shows every buffer.</source>
        <translation>بافرهای کوچک‌تر از این مقدار در نماهای بافر در یک مدخل «کوچک» گروه‌بندی می‌شوند. «هیچ» همهٔ بافرها را نشان می‌دهد.</translation>
    </message>
    <message>
        <source>Memory &amp;type:</source>
        <translation>&amp;نوع حافظه:</translation>
    </message>
    <message>
        <source>&amp;Small buffers below:</source>
        <translation>بافرهای &amp;کوچک‌تر از:</translation>
    </message>
    <message>
        <source>&amp;Modules (%1)</source>
        <translation>&amp;ماژول‌ها (%1)</translation>
    </message>
    <message>
        <source>&amp;Modules (%1 of %2)</source>
        <translation>&amp;ماژول‌ها (%1 از %2)</translation>
    </message>
</context>
<context>
    <name>memscope::SnapshotComparePage</name>
    <message>
        <source>Comparing…</source>
        <translation>در حال مقایسه…</translation>
    </message>
    <message>
        <source>&amp;Device:</source>
        <translation>&amp;دستگاه:</translation>
    </message>
    <message>
        <source>The CUDA device compared: every device with a trace or segments in either snapshot</source>
        <translation>دستگاه CUDA مقایسه‌شده: هر دستگاهی که در یکی از دو عکس فوری ردیابی یا قطعه دارد</translation>
    </message>
    <message>
        <source>Snapshot figures</source>
        <translation>ارقام عکس فوری</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>رقم</translation>
    </message>
    <message>
        <source>Live at the peak by call stack, matched by their frames (name, file and line), largest change first. Expand a row for its stack.</source>
        <translation>زنده در اوج بر اساس پشتهٔ فراخوانی، تطبیق‌داده‌شده با قاب‌ها (نام، فایل و خط)، بزرگ‌ترین تغییر اول. برای دیدن پشته یک ردیف را باز کنید.</translation>
    </message>
    <message>
        <source>Live at the peak by call stack</source>
        <translation>زنده در اوج، بر اساس پشتهٔ فراخوانی</translation>
    </message>
    <message>
        <source>Call stack (innermost frame)</source>
        <translation>پشتهٔ فراخوانی (درونی‌ترین قاب)</translation>
    </message>
    <message>
        <source>cuda:%1</source>
        <translation>cuda:%1</translation>
    </message>
    <message>
        <source>%1 (only in B)</source>
        <translation>%1 (فقط در B)</translation>
    </message>
    <message>
        <source>%1 (only in A)</source>
        <translation>%1 (فقط در A)</translation>
    </message>
    <message>
        <source>(no frames recorded)</source>
        <translation>(قابی ثبت نشده)</translation>
    </message>
    <message>
        <source>%1 — %L2 → %L3 allocations</source>
        <translation>%1 — %L2 → %L3 تخصیص</translation>
    </message>
    <message>
        <source>… and %L1 more stacks: the CSV export lists them all</source>
        <translation>… و %L1 پشتهٔ دیگر: خروجی CSV همه را فهرست می‌کند</translation>
    </message>
    <message>
        <source>Snapshot Comparison</source>
        <translation>مقایسهٔ عکس‌های فوری</translation>
    </message>
</context>
<context>
    <name>memscope::SnapshotTool</name>
    <message>
        <source>&amp;Device:</source>
        <translation>&amp;دستگاه:</translation>
    </message>
    <message>
        <source>The CUDA device whose allocations are shown: every device with a trace or with segments in the snapshot</source>
        <translation>دستگاه CUDA که تخصیص‌هایش نشان داده می‌شود: هر دستگاهی که در اسنپ‌شات ردگیری یا بخش دارد</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>اوج</translation>
    </message>
    <message>
        <source>Active Memory Timeline</source>
        <translation>خط زمانی حافظهٔ فعال</translation>
    </message>
    <message>
        <source>Every allocation of the trace, stacked in the order it became live (those made before the trace at the bottom); when one is freed, those above it drop. Hover a band for the allocation, click to pin it in the details; the wheel zooms, a drag pans, a double-click or Esc shows the whole trace.</source>
        <translation>هر تخصیص ردگیری، به ترتیب زنده شدن روی هم چیده شده (آن‌هایی که پیش از ردگیری ساخته شده‌اند در پایین)؛ وقتی یکی آزاد شود، بالایی‌ها پایین می‌آیند. نشانگر را روی یک نوار ببرید تا تخصیص را ببینید، برای سنجاق کردن در جزئیات کلیک کنید؛ چرخ بزرگ‌نمایی می‌کند، کشیدن جابه‌جا می‌کند، دوبار کلیک یا Esc کل ردگیری را نشان می‌دهد.</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>یافته‌ها</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>یافته</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>اندازه</translation>
    </message>
    <message>
        <source>When</source>
        <translation>کی</translation>
    </message>
    <message>
        <source>Allocator State</source>
        <translation>وضعیت تخصیص‌دهنده</translation>
    </message>
    <message>
        <source>Segments</source>
        <translation>بخش‌ها</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>نشانی</translation>
    </message>
    <message>
        <source>Allocated</source>
        <translation>تخصیص‌یافته</translation>
    </message>
    <message>
        <source>Inactive</source>
        <translation>غیرفعال</translation>
    </message>
    <message>
        <source>State or stream</source>
        <translation>وضعیت یا جریان</translation>
    </message>
    <message>
        <source>Allocated by</source>
        <translation>تخصیص‌دهنده</translation>
    </message>
    <message numerus="yes">
        <source>(%n C++ frame(s) folded)</source>
        <translation>
            <numerusform>(%n قاب C++ جمع شده)</numerusform>
        </translation>
    </message>
    <message>
        <source>(no frames recorded)</source>
        <translation>(قابی ثبت نشده)</translation>
    </message>
    <message>
        <source>Open a PyTorch memory snapshot (torch.cuda.memory._dump_snapshot) to see its allocations.</source>
        <translation>برای دیدن تخصیص‌ها یک اسنپ‌شات حافظهٔ PyTorch (torch.cuda.memory._dump_snapshot) را باز کنید.</translation>
    </message>
    <message>
        <source>No snapshot is open.</source>
        <translation>هیچ اسنپ‌شاتی باز نیست.</translation>
    </message>
    <message>
        <source>cuda:%1</source>
        <translation>cuda:%1</translation>
    </message>
    <message>
        <source>This snapshot records no device: it has neither a trace nor segments.</source>
        <translation>این اسنپ‌شات هیچ دستگاهی ثبت نمی‌کند: نه ردگیری دارد نه بخش.</translation>
    </message>
    <message>
        <source>Analysing cuda:%1…</source>
        <translation>در حال تحلیل cuda:%1…</translation>
    </message>
    <message>
        <source>%1 — cuda:%2</source>
        <translation>%1 — cuda:%2</translation>
    </message>
    <message>
        <source>Hover an allocation to see it here.</source>
        <translation>برای دیدن یک تخصیص در اینجا، نشانگر را روی آن ببرید.</translation>
    </message>
    <message>
        <source>%1 (requested %2)</source>
        <translation>%1 (درخواستی %2)</translation>
    </message>
    <message>
        <source>never freed in the trace</source>
        <translation>در ردگیری هرگز آزاد نشده</translation>
    </message>
    <message>
        <source>%1 — %2 at %3, stream %4; allocated %5, freed: %6
%7</source>
        <translation>%1 — %2 در %3، جریان %4؛ تخصیص %5، آزادسازی: %6
%7</translation>
    </message>
    <message>
        <source>at the start of the trace</source>
        <translation>در آغاز ردگیری</translation>
    </message>
    <message>
        <source>after action %1</source>
        <translation>پس از کنش %1</translation>
    </message>
    <message>
        <source>after action %1 (+%2 ms)</source>
        <translation>پس از کنش %1 (+%2 ms)</translation>
    </message>
    <message>
        <source>PyTorch memory snapshot %1, device cuda:%2</source>
        <translation>اسنپ‌شات حافظهٔ PyTorch %1، دستگاه cuda:%2</translation>
    </message>
    <message>
        <source>Peak: %1 allocated %2, %L3 allocations live</source>
        <translation>اوج: %1 تخصیص‌یافته %2، %L3 تخصیص زنده</translation>
    </message>
    <message>
        <source>Trace: %L1 events, %L2 allocations; live at its start %3 (%L4 allocations made before it), at its end %5 (%L6)</source>
        <translation>ردگیری: %L1 رویداد، %L2 تخصیص؛ زنده در آغاز %3 (%L4 تخصیص ساخته‌شده پیش از آن)، در پایان %5 (%L6)</translation>
    </message>
    <message>
        <source>Reserved by the caching allocator when the snapshot was taken: %1 in %L2 segments; in them %3 allocated, %4 pending free, %5 inactive (fragmentation)</source>
        <translation>رزروشده توسط تخصیص‌دهندهٔ کش‌دار هنگام گرفتن اسنپ‌شات: %1 در %L2 بخش؛ در آن‌ها %3 تخصیص‌یافته، %4 در انتظار آزادسازی، %5 غیرفعال (تکه‌تکه شدن)</translation>
    </message>
    <message>
        <source>Never freed in the trace: none.</source>
        <translation>در ردگیری هرگز آزاد نشده: هیچ.</translation>
    </message>
    <message>
        <source>Never freed in the trace: %L1 allocations, %2 (see Findings).</source>
        <translation>در ردگیری هرگز آزاد نشده: %L1 تخصیص، %2 (یافته‌ها را ببینید).</translation>
    </message>
    <message numerus="yes">
        <source>Out of memory: %n event(s) (see Findings).</source>
        <translation>
            <numerusform>کمبود حافظه: %n رویداد (یافته‌ها را ببینید).</numerusform>
        </translation>
    </message>
    <message>
        <source>This file records no times: actions are in event order.</source>
        <translation>این پرونده زمانی ثبت نمی‌کند: کنش‌ها به ترتیب رویدادند.</translation>
    </message>
    <message>
        <source>Out of memory: none</source>
        <translation>کمبود حافظه: هیچ</translation>
    </message>
    <message numerus="yes">
        <source>Out of memory: %n event(s)</source>
        <translation>
            <numerusform>کمبود حافظه: %n رویداد</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 requested; %2 free on the device; %3 allocated then</source>
        <translation>%1 درخواست شد؛ %2 آزاد روی دستگاه؛ %3 تخصیص‌یافته در آن هنگام</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>نامعلوم</translation>
    </message>
    <message>
        <source>Never freed in the trace: none</source>
        <translation>در ردگیری هرگز آزاد نشده: هیچ</translation>
    </message>
    <message>
        <source>Never freed in the trace: %L1 allocations, %2</source>
        <translation>در ردگیری هرگز آزاد نشده: %L1 تخصیص، %2</translation>
    </message>
    <message>
        <source>… and %L1 smaller ones: memscope-report torch-snapshot --top N lists them all</source>
        <translation>… و %L1 مورد کوچک‌تر: memscope-report torch-snapshot --top N همه را فهرست می‌کند</translation>
    </message>
    <message>
        <source>By Source Line</source>
        <translation>بر اساس خط منبع</translation>
    </message>
    <message>
        <source>Frame</source>
        <translation>قاب</translation>
    </message>
    <message>
        <source>Allocations</source>
        <translation>تخصیص‌ها</translation>
    </message>
    <message>
        <source>before the trace</source>
        <translation>پیش از ردگیری</translation>
    </message>
    <message>
        <source>The caching allocator&apos;s segments and their blocks at any point of the trace: allocated, freed but waiting for a stream (pending free), and inactive (cached but unused: fragmentation). Move the slider, or click a timeline, to choose the point; hover a block for its stack.</source>
        <translation>بخش‌ها و بلوک‌های تخصیص‌دهندهٔ نهان‌ساز در هر نقطه از ردگیری: تخصیص‌یافته، آزادشده ولی در انتظار یک جریان، و غیرفعال (نهان‌شده ولی بی‌استفاده: چندپارگی). برای انتخاب نقطه لغزنده را جابه‌جا کنید یا روی یک خط زمانی کلیک کنید؛ برای پشته، نشانگر را روی بلوک ببرید.</translation>
    </message>
    <message>
        <source>&amp;Point of the trace:</source>
        <translation>&amp;نقطهٔ ردگیری:</translation>
    </message>
    <message>
        <source>The number of the device&apos;s trace events that have happened: the left end is before the first, the right end when the snapshot was taken</source>
        <translation>شمار رویدادهای ردگیری دستگاه که رخ داده‌اند: سر چپ پیش از نخستین، سر راست هنگام گرفتن تصویر لحظه‌ای</translation>
    </message>
    <message>
        <source>Point of the trace</source>
        <translation>نقطهٔ ردگیری</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;آغاز</translation>
    </message>
    <message>
        <source>Before the trace&apos;s first event</source>
        <translation>پیش از نخستین رویداد ردگیری</translation>
    </message>
    <message>
        <source>P&amp;eak</source>
        <translation>&amp;اوج</translation>
    </message>
    <message>
        <source>Just after the action that reaches the peak of allocated memory</source>
        <translation>درست پس از کنشی که حافظهٔ تخصیص‌یافته را به اوج می‌رساند</translation>
    </message>
    <message>
        <source>E&amp;nd</source>
        <translation>&amp;پایان</translation>
    </message>
    <message>
        <source>When the snapshot was taken</source>
        <translation>هنگام گرفتن تصویر لحظه‌ای</translation>
    </message>
    <message>
        <source>Segments and blocks</source>
        <translation>بخش‌ها و بلوک‌ها</translation>
    </message>
    <message>
        <source>Cached Segment Timeline</source>
        <translation>خط زمانی بخش‌های نهان‌شده</translation>
    </message>
    <message>
        <source>Memory reserved by the caching allocator over the trace: every segment a band, stacked in the order it was reserved (those reserved before the trace at the bottom); when one is released, those above it drop. Hover a band for the segment; the wheel zooms, a drag pans, a double-click or Esc shows the whole trace.</source>
        <translation>حافظهٔ رزروشده توسط تخصیص‌دهندهٔ نهان‌ساز در طول ردگیری: هر بخش یک نوار، به ترتیب رزرو روی هم (آنها که پیش از ردگیری رزرو شده‌اند در پایین)؛ وقتی یکی رها شود، بالایی‌ها پایین می‌آیند. برای بخش، نشانگر را روی نوار ببرید؛ چرخ بزرگ‌نمایی می‌کند، کشیدن جابه‌جا می‌کند، دوبار کلیک یا Esc کل ردگیری را نشان می‌دهد.</translation>
    </message>
    <message>
        <source>Hover a segment to see it here.</source>
        <translation>برای دیدن یک بخش در اینجا، نشانگر را روی آن ببرید.</translation>
    </message>
    <message>
        <source>Reconstructing the state %1…</source>
        <translation>بازسازی وضعیت %1…</translation>
    </message>
    <message>
        <source>before the trace&apos;s first event</source>
        <translation>پیش از نخستین رویداد ردگیری</translation>
    </message>
    <message>
        <source>after event %1 of %2</source>
        <translation>پس از رویداد %1 از %2</translation>
    </message>
    <message>
        <source>%1 (+%2 ms)</source>
        <translation>%1 (+%2 ms)</translation>
    </message>
    <message>
        <source>%1: reserved %2 in %3 segments; allocated %4 in %5 blocks, %6 more by rounding; pending free %7 in %8 blocks; inactive %9, the largest free range %10</source>
        <translation>%1: %2 رزرو‌شده در %3 بخش؛ %4 تخصیص‌یافته در %5 بلوک، %6 بیشتر با گردکردن؛ در انتظار آزادسازی %7 در %8 بلوک؛ غیرفعال %9، بزرگ‌ترین بازهٔ آزاد %10</translation>
    </message>
    <message numerus="yes">
        <source>; %n block(s) in no segment (the trace does not hold the events that made their segments)</source>
        <translation>
            <numerusform>؛ %n بلوک در هیچ بخشی (ردگیری رویدادهای سازندهٔ بخش‌هایشان را ندارد)</numerusform>
        </translation>
    </message>
    <message>
        <source>Hover a block to see it here; click it to find it in the list.</source>
        <translation>برای دیدن یک بلوک نشانگر را روی آن ببرید؛ برای یافتنش در فهرست کلیک کنید.</translation>
    </message>
    <message>
        <source>segment %1 of %2, stream %3</source>
        <translation>بخش %1 به اندازهٔ %2، جریان %3</translation>
    </message>
    <message>
        <source>Block %1 — %2, allocated; in %3</source>
        <translation>بلوک %1 — %2، تخصیص‌یافته؛ در %3</translation>
    </message>
    <message>
        <source>Block %1 — %2, freed and awaiting its stream; in %3</source>
        <translation>بلوک %1 — %2، آزادشده و در انتظار جریانش؛ در %3</translation>
    </message>
    <message>
        <source>Inactive space of %1: cached by the allocator, allocated by no one</source>
        <translation>فضای غیرفعال %1: نهان‌شده در تخصیص‌دهنده، به کسی تخصیص نیافته</translation>
    </message>
    <message>
        <source>still reserved when the snapshot was taken</source>
        <translation>هنگام گرفتن تصویر لحظه‌ای هنوز رزرو‌شده</translation>
    </message>
    <message>
        <source>Segment %1 — %2, stream %3; reserved %4; released: %5</source>
        <translation>بخش %1 — %2، جریان %3؛ رزرو %4؛ رهاشده: %5</translation>
    </message>
    <message>
        <source>stream %1</source>
        <translation>جریان %1</translation>
    </message>
    <message>
        <source>What the trace leaves behind: every out-of-memory event with what was live then, allocations made in it and never freed (leak candidates, largest first), and whether memory grows from one iteration of the loop to the next, with the stacks that hold the growth. Expand a row for its stack.</source>
        <translation>آنچه ردیابی به جا می‌گذارد: هر رویداد کمبود حافظه همراه با آنچه در آن لحظه زنده بود، تخصیص‌هایی که در آن انجام شده و هرگز آزاد نشده‌اند (نامزدهای نشت، بزرگ‌ترین اول)، و اینکه آیا حافظه از یک تکرار حلقه به تکرار بعد رشد می‌کند، با پشته‌هایی که این رشد را نگه می‌دارند. برای دیدن پشته یک ردیف را باز کنید.</translation>
    </message>
    <message>
        <source>Memory grows from one iteration to the next: %1 over %L2 iterations (see Findings).</source>
        <translation>حافظه از یک تکرار به تکرار بعد رشد می‌کند: %1 در %L2 تکرار (یافته‌ها را ببینید).</translation>
    </message>
    <message>
        <source>Growth from one iteration to the next: no iterations found (no annotation starts twice and the allocations do not repeat evenly)</source>
        <translation>رشد از یک تکرار به تکرار بعد: تکراری پیدا نشد (هیچ حاشیه‌نویسی دو بار آغاز نمی‌شود و تخصیص‌ها به‌طور یکنواخت تکرار نمی‌شوند)</translation>
    </message>
    <message>
        <source>Memory grows from one iteration to the next: %1 over %L2 iterations, rising in %L3 of %L4 steps</source>
        <translation>حافظه از یک تکرار به تکرار بعد رشد می‌کند: %1 در %L2 تکرار، افزایش در %L3 گام از %L4 گام</translation>
    </message>
    <message>
        <source>Each starts at the annotation %1</source>
        <translation>هر کدام در حاشیه‌نویسی %1 آغاز می‌شود</translation>
    </message>
    <message>
        <source>Each starts with an allocation at %1 (what follows repeats)</source>
        <translation>هر کدام با تخصیصی در %1 آغاز می‌شود (آنچه در پی می‌آید تکرار می‌شود)</translation>
    </message>
    <message>
        <source>Live when each iteration starts</source>
        <translation>زنده هنگام آغاز هر تکرار</translation>
    </message>
    <message>
        <source>Iteration %L1</source>
        <translation>تکرار %L1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n more allocation(s) live)</source>
        <translation>
            <numerusform>%1 (%n تخصیص زندهٔ بیشتر)</numerusform>
        </translation>
    </message>
    <message>
        <source>Growth from one iteration to the next: none over %L1 iterations (%2 from the second&apos;s start to the last&apos;s; the first sets up what a loop keeps)</source>
        <translation>رشد از یک تکرار به تکرار بعد: در %L1 تکرار وجود ندارد (%2 از آغاز دومی تا آغاز آخری؛ اولی آنچه حلقه نگه می‌دارد را برپا می‌کند)</translation>
    </message>
    <message>
        <source>Growth from one iteration to the next: none over %L1 iterations (%2 from the first&apos;s start to the last&apos;s)</source>
        <translation>رشد از یک تکرار به تکرار بعد: در %L1 تکرار وجود ندارد (%2 از آغاز اولی تا آغاز آخری)</translation>
    </message>
    <message>
        <source>What grew from the second iteration&apos;s start to the last&apos;s, by stack</source>
        <translation>آنچه از آغاز تکرار دوم تا آغاز آخری رشد کرد، بر اساس پشته</translation>
    </message>
    <message>
        <source>Export the timelines and the allocator&apos;s state as images, and the tables as CSV</source>
        <translation>خط‌های زمانی و وضعیت تخصیص‌دهنده را به‌صورت تصویر و جدول‌ها را به‌صورت CSV صادر کنید</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>صدور</translation>
    </message>
    <message>
        <source>%1 as CSV…</source>
        <translation>%1 به‌صورت CSV…</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>صدور %1</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>فایل CSV (*.csv)</translation>
    </message>
    <message>
        <source>Allocator State, %1</source>
        <translation>وضعیت تخصیص‌دهنده، %1</translation>
    </message>
    <message>
        <source>Segments and Blocks</source>
        <translation>قطعه‌ها و بلوک‌ها</translation>
    </message>
    <message>
        <source>The allocations live at the peak, or at the point chosen in Allocator State (or by clicking a timeline), grouped by their stack, outermost frame first: each row holds what was allocated through that line. The largest branches are open.</source>
        <translation>تخصیص‌های زنده در اوج، یا در نقطهٔ انتخاب‌شده در وضعیت تخصیص‌دهنده (یا با کلیک روی یک خط زمانی)، گروه‌بندی‌شده بر اساس پشته‌شان، بیرونی‌ترین قاب اول: هر ردیف آنچه از طریق آن خط تخصیص یافته را نگه می‌دارد. بزرگ‌ترین شاخه‌ها باز هستند.</translation>
    </message>
    <message>
        <source>&amp;Live:</source>
        <translation>&amp;زنده:</translation>
    </message>
    <message>
        <source>At the peak</source>
        <translation>در اوج</translation>
    </message>
    <message>
        <source>At the chosen point</source>
        <translation>در نقطهٔ انتخاب‌شده</translation>
    </message>
    <message>
        <source>Memory by source line</source>
        <translation>حافظه بر اساس خط منبع</translation>
    </message>
    <message>
        <source>Share of what is live</source>
        <translation>سهم از آنچه زنده است</translation>
    </message>
    <message>
        <source>Live at the peak, %1</source>
        <translation>زنده در اوج، %1</translation>
    </message>
    <message>
        <source>Live %1</source>
        <translation>زنده: %1</translation>
    </message>
    <message>
        <source>All streams</source>
        <translation>همهٔ جریان‌ها</translation>
    </message>
    <message>
        <source>0 (the default stream)</source>
        <translation>0 (جریان پیش‌فرض)</translation>
    </message>
    <message>
        <source>PyTorch memory snapshot %1, device cuda:%2, stream %3 only</source>
        <translation>عکس فوری حافظهٔ PyTorch %1، دستگاه cuda:%2، فقط جریان %3</translation>
    </message>
    <message>
        <source>St&amp;ream:</source>
        <translation>&amp;جریان:</translation>
    </message>
    <message>
        <source>Only the allocations and segments of one CUDA stream, or all of them</source>
        <translation>فقط تخصیص‌ها و قطعه‌های یک جریان CUDA، یا همهٔ آن‌ها</translation>
    </message>
    <message>
        <source>The peak, the findings and the allocator&apos;s state follow once the whole file is read; the Active Memory Timeline shows the %1 trace events of cuda:%2 read so far.</source>
        <translation>اوج، یافته‌ها و وضعیت تخصیص‌دهنده پس از خواندن کل پرونده می‌آیند؛ خط زمانی حافظهٔ فعال %1 رویداد ردیابی cuda:%2 را که تاکنون خوانده شده نشان می‌دهد.</translation>
    </message>
    <message>
        <source>The first %1 trace events of cuda:%2, read so far: the rest of the file follows. Hover an allocation to see it here.</source>
        <translation>نخستین %1 رویداد ردیابی cuda:%2 که تاکنون خوانده شده: بقیهٔ پرونده در راه است. برای دیدن یک تخصیص در اینجا، نشانگر را روی آن ببرید.</translation>
    </message>
    <message>
        <source>not in what is read so far</source>
        <translation>نه در آنچه تاکنون خوانده شده</translation>
    </message>
</context>
<context>
    <name>memscope::StartPage</name>
    <message>
        <source>&amp;Open Profile…</source>
        <translation>&amp;باز کردن پروفایل…</translation>
    </message>
    <message>
        <source>Open &amp;Trace Folder…</source>
        <translation>باز کردن پوشهٔ &amp;ردیابی…</translation>
    </message>
    <message>
        <source>Memscope</source>
        <translation>Memscope</translation>
    </message>
    <message>
        <source>See where accelerator memory goes: open an XProf profile (&lt;i&gt;*.xplane.pb&lt;/i&gt;, &lt;i&gt;*.xplane.pb.gz&lt;/i&gt;), a TensorBoard trace folder or an XLA HloProto dump (&lt;i&gt;*.hlo.pb&lt;/i&gt;, text or JSON).</source>
        <translation>ببینید حافظهٔ شتاب‌دهنده کجا مصرف می‌شود: یک پروفایل XProf (&lt;i&gt;*.xplane.pb&lt;/i&gt;، &lt;i&gt;*.xplane.pb.gz&lt;/i&gt;)، یک پوشهٔ ردیابی TensorBoard یا یک خروجی HloProto از XLA (&lt;i&gt;*.hlo.pb&lt;/i&gt;، متنی یا JSON) باز کنید.</translation>
    </message>
    <message>
        <source>…or drop files and trace folders anywhere on this window.</source>
        <translation>…یا فایل‌ها و پوشه‌های ردیابی را هر جای این پنجره رها کنید.</translation>
    </message>
    <message>
        <source>&amp;Recent profiles</source>
        <translation>پروفایل‌های &amp;اخیر</translation>
    </message>
    <message>
        <source>%1  —  %2</source>
        <translation>%1  —  %2</translation>
    </message>
    <message>
        <source>%1 (no longer exists)</source>
        <translation>%1 (دیگر وجود ندارد)</translation>
    </message>
</context>
<context>
    <name>memscope::TracePage</name>
    <message>
        <source>binary data, %1</source>
        <translation>دادهٔ دودویی، %1</translation>
    </message>
    <message>
        <source>Regular expression</source>
        <translation>عبارت باقاعده</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>صدور CSV…</translation>
    </message>
    <message>
        <source>Search all events (name or long name)</source>
        <translation>جست‌وجو در همهٔ رویدادها (نام یا نام بلند)</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>قبلی</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter)</source>
        <translation>تطابق قبلی (Shift+Enter)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>بعدی</translation>
    </message>
    <message>
        <source>Next match (Enter)</source>
        <translation>تطابق بعدی (Enter)</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>ویژگی</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>مقدار</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>نام</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>تعداد</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>کل</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>میانگین</translation>
    </message>
    <message>
        <source>Self time</source>
        <translation>زمان خالص</translation>
    </message>
    <message>
        <source>Range statistics (shift-drag on the timeline to select a range)</source>
        <translation>آمار بازه (برای انتخاب یک بازه، روی خط زمانی با Shift بکشید)</translation>
    </message>
    <message>
        <source>This input has no trace (it is not an XSpace).</source>
        <translation>این ورودی ردیابی ندارد (XSpace نیست).</translation>
    </message>
    <message>
        <source>No profile is open.</source>
        <translation>هیچ پروفایلی باز نیست.</translation>
    </message>
    <message>
        <source>Reading the trace…</source>
        <translation>در حال خواندن ردیابی…</translation>
    </message>
    <message>
        <source>The trace cannot be shown: %1</source>
        <translation>نمایش ردیابی ممکن نیست: %1</translation>
    </message>
    <message>
        <source>Events: %1, tracks: %2, planes: %3</source>
        <translation>رویدادها: %1، مسیرها: %2، صفحه‌ها: %3</translation>
    </message>
    <message>
        <source>Invalid regular expression: %1</source>
        <translation>عبارت باقاعدهٔ نامعتبر: %1</translation>
    </message>
    <message>
        <source>No match</source>
        <translation>بدون تطابق</translation>
    </message>
    <message>
        <source>Matches: %1</source>
        <translation>تطابق‌ها: %1</translation>
    </message>
    <message>
        <source>Match %1 of %2</source>
        <translation>تطابق %1 از %2</translation>
    </message>
    <message>
        <source>Long name</source>
        <translation>نام بلند</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>محل</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>آغاز</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>مدت</translation>
    </message>
    <message>
        <source>Group id</source>
        <translation>شناسهٔ گروه</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>گام</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>خطا</translation>
    </message>
    <message>
        <source>Stats</source>
        <translation>آمارها</translation>
    </message>
    <message>
        <source>Flows</source>
        <translation>جریان‌ها</translation>
    </message>
    <message>
        <source>%1 / %2 at %3</source>
        <translation>%1 / %2 در %3</translation>
    </message>
    <message>
        <source>Activate to show this event</source>
        <translation>برای نمایش این رویداد فعالش کنید</translation>
    </message>
    <message>
        <source>Export range statistics</source>
        <translation>صدور آمار بازه</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>فایل‌های CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export Trace as Chrome JSON…</source>
        <translation>صدور ردیابی به صورت Chrome JSON…</translation>
    </message>
    <message>
        <source>Export Events as CSV…</source>
        <translation>صدور رویدادها به صورت CSV…</translation>
    </message>
    <message>
        <source>Export events</source>
        <translation>صدور رویدادها</translation>
    </message>
    <message>
        <source>Export trace</source>
        <translation>صدور ردیابی</translation>
    </message>
    <message>
        <source>Chrome trace-event JSON (*.json)</source>
        <translation>Chrome trace-event JSON (*.json)</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>در حال نوشتن %1…</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 نوشته شد</translation>
    </message>
    <message>
        <source>Trace Viewer Timeline</source>
        <translation>خط زمانی نمایشگر ردیابی</translation>
    </message>
    <message>
        <source>Stop reading the trace (Esc)</source>
        <translation>توقف خواندن ردیابی (Esc)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>لغو</translation>
    </message>
    <message>
        <source>Reading the trace was cancelled.</source>
        <translation>خواندن ردیابی لغو شد.</translation>
    </message>
    <message>
        <source>Reading the memory counters was cancelled.</source>
        <translation>خواندن شمارنده‌های حافظه لغو شد.</translation>
    </message>
    <message>
        <source>%1. Reading the memory counters…</source>
        <translation>%1. در حال خواندن شمارنده‌های حافظه…</translation>
    </message>
</context>
<context>
    <name>memscope::TraceTimeline</name>
    <message>
        <source>%1 %2 (pid %3, tracks: %4)</source>
        <translation>%1 %2 (pid %3، مسیرها: %4)</translation>
    </message>
    <message>
        <source>Memory %1</source>
        <translation>حافظهٔ %1</translation>
    </message>
    <message>
        <source>%1 [%2]</source>
        <translation>%1 [%2]</translation>
    </message>
    <message>
        <source>%1: %2 at %3</source>
        <translation>%1: %2 در %3</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>تا %1</translation>
    </message>
</context>
<context>
    <name>memscope::compare</name>
    <message>
        <source>new</source>
        <translation>جدید</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Peak memory usage (stack + heap)</source>
        <translation>اوج مصرف حافظه (پشته + هیپ)</translation>
    </message>
    <message>
        <source>Heap at the peak</source>
        <translation>هیپ در اوج</translation>
    </message>
    <message>
        <source>Stack at the peak</source>
        <translation>پشته در اوج</translation>
    </message>
    <message>
        <source>Free memory at the peak</source>
        <translation>حافظهٔ آزاد در اوج</translation>
    </message>
    <message>
        <source>Lifetime peak heap usage</source>
        <translation>اوج مصرف هیپ در کل عمر</translation>
    </message>
    <message>
        <source>Memory capacity</source>
        <translation>ظرفیت حافظه</translation>
    </message>
    <message>
        <source>Allocations</source>
        <translation>تخصیص‌ها</translation>
    </message>
    <message>
        <source>Deallocations</source>
        <translation>آزادسازی‌ها</translation>
    </message>
    <message>
        <source>Peak memory allocation</source>
        <translation>اوج تخصیص حافظه</translation>
    </message>
    <message>
        <source>Peak with fragmentation</source>
        <translation>اوج با چندپارگی</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>آرگومان‌ها</translation>
    </message>
    <message>
        <source>Temporaries at the peak</source>
        <translation>موقت‌ها در اوج</translation>
    </message>
    <message>
        <source>Padding at the peak</source>
        <translation>لایه‌گذاری در اوج</translation>
    </message>
    <message>
        <source>Grown</source>
        <translation>بزرگ‌شده</translation>
    </message>
    <message>
        <source>Shrunk</source>
        <translation>کوچک‌شده</translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation>بدون تغییر</translation>
    </message>
    <message>
        <source>Only in A</source>
        <translation>فقط در A</translation>
    </message>
    <message>
        <source>Only in B</source>
        <translation>فقط در B</translation>
    </message>
    <message>
        <source>Device compute share of the step</source>
        <translation>سهم محاسبات دستگاه از گام</translation>
    </message>
    <message>
        <source>Duty cycle</source>
        <translation>چرخهٔ کاری</translation>
    </message>
    <message>
        <source>Ops placed on the device</source>
        <translation>عملیات قرارگرفته روی دستگاه</translation>
    </message>
    <message>
        <source>16-bit share of device compute</source>
        <translation>سهم ۱۶ بیتی از محاسبات دستگاه</translation>
    </message>
    <message>
        <source>32-bit share of device compute</source>
        <translation>سهم ۳۲ بیتی از محاسبات دستگاه</translation>
    </message>
    <message>
        <source>Other precision share of device compute</source>
        <translation>سهم دقت‌های دیگر از محاسبات دستگاه</translation>
    </message>
    <message>
        <source>Average step or module execution time</source>
        <translation>میانگین زمان گام یا اجرای ماژول</translation>
    </message>
    <message>
        <source>Step or module execution time standard deviation</source>
        <translation>انحراف معیار زمان گام یا اجرای ماژول</translation>
    </message>
    <message>
        <source>Peak allocated</source>
        <translation>اوج تخصیص‌یافته</translation>
    </message>
    <message>
        <source>Allocations live at the peak</source>
        <translation>تخصیص‌های زنده در اوج</translation>
    </message>
    <message>
        <source>Live at the start</source>
        <translation>زنده در آغاز</translation>
    </message>
    <message>
        <source>Live at the end</source>
        <translation>زنده در پایان</translation>
    </message>
    <message>
        <source>Never freed in the trace</source>
        <translation>هرگز در ردیابی آزاد نشده</translation>
    </message>
    <message>
        <source>Reserved (segments)</source>
        <translation>رزروشده (قطعه‌ها)</translation>
    </message>
    <message>
        <source>Inactive in segments</source>
        <translation>غیرفعال در قطعه‌ها</translation>
    </message>
    <message>
        <source>Segments</source>
        <translation>بخش‌ها</translation>
    </message>
    <message>
        <source>Trace events</source>
        <translation>رویدادهای ردیابی</translation>
    </message>
    <message>
        <source>Out-of-memory events</source>
        <translation>رویدادهای کمبود حافظه</translation>
    </message>
</context>
<context>
    <name>memscope::format</name>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>سطر %1، ستون %2: %3</translation>
    </message>
    <message>
        <source>cannot initialise zlib</source>
        <translation>راه‌اندازی zlib ممکن نیست</translation>
    </message>
    <message>
        <source>gzip stream corrupt at byte %1 of %2: %3</source>
        <translation>جریان gzip در بایت %1 از %2 خراب است: %3</translation>
    </message>
    <message>
        <source>invalid compressed data</source>
        <translation>دادهٔ فشرده نامعتبر</translation>
    </message>
    <message>
        <source>gzip stream corrupt at byte %1 of %1: the compressed data ends early (truncated file?)</source>
        <translation>جریان gzip در بایت %1 از %1 خراب است: دادهٔ فشرده زود تمام می‌شود (فایل بریده شده؟)</translation>
    </message>
    <message>
        <source>decompressed data exceeds %1 at byte %2 of %3 of the compressed data (%4 times as large; a decompression bomb?)</source>
        <translation>دادهٔ بازشده در بایت %2 از %3 بایت دادهٔ فشرده از %1 فراتر می‌رود (%4 برابر بزرگ‌تر؛ بمب فشرده‌سازی؟)</translation>
    </message>
    <message>
        <source>cannot create a temporary file in %1 (%2); TMPDIR chooses another folder</source>
        <translation>ساختن فایل موقت در %1 ممکن نیست (%2)؛ TMPDIR پوشهٔ دیگری را برمی‌گزیند</translation>
    </message>
    <message>
        <source>cannot write to a temporary file in %1 (%2); TMPDIR chooses another folder</source>
        <translation>نوشتن در فایل موقت در %1 ممکن نیست (%2)؛ TMPDIR پوشهٔ دیگری را برمی‌گزیند</translation>
    </message>
    <message>
        <source>cannot map the temporary file in %1 (%2)</source>
        <translation>نگاشت فایل موقت در %1 ممکن نیست (%2)</translation>
    </message>
    <message>
        <source>90 % of the %1 free in %2, the folder it is written to while read; TMPDIR chooses another</source>
        <translation>90 % از %1 فضای آزاد در %2، پوشه‌ای که داده هنگام خواندن در آن نوشته می‌شود؛ TMPDIR پوشهٔ دیگری را برمی‌گزیند</translation>
    </message>
    <message>
        <source>cannot read the file (%1)</source>
        <translation>خواندن فایل ممکن نیست (%1)</translation>
    </message>
    <message>
        <source>nothing arrived for %1 s after byte %2 (a pipe that no program writes to?); %3 sets how many seconds to wait</source>
        <translation>پس از بایت %2 به مدت %1 ثانیه چیزی نرسید (لوله‌ای که هیچ برنامه‌ای در آن نمی‌نویسد؟)؛ %3 تعیین می‌کند چند ثانیه صبر شود</translation>
    </message>
    <message>
        <source>cannot read the file at byte %1 (%2)</source>
        <translation>خواندن فایل در بایت %1 ممکن نیست (%2)</translation>
    </message>
    <message>
        <source>more than %1 arrived without an end; the most that is read is %2</source>
        <translation>بیش از %1 بدون پایان رسید؛ بیشترین مقداری که خوانده می‌شود %2 است</translation>
    </message>
    <message>
        <source>cannot open the file (%1)</source>
        <translation>باز کردن فایل ممکن نیست (%1)</translation>
    </message>
    <message>
        <source>%1; the most that is decompressed is %2</source>
        <translation>%1؛ بیشترین مقداری که باز می‌شود %2 است</translation>
    </message>
    <message>
        <source>more than %1 files are being read at once</source>
        <translation>بیش از %1 فایل هم‌زمان در حال خواندن‌اند</translation>
    </message>
    <message>
        <source>the read limit of %1 that %2 sets</source>
        <translation>حد خواندن %1 که %2 تعیین می‌کند</translation>
    </message>
    <message>
        <source>the read limit of %1, this machine&apos;s memory; set %2 (e.g. %2=64G) to raise it</source>
        <translation>حد خواندن %1، یعنی حافظهٔ این دستگاه؛ برای افزایش آن %2 را تنظیم کنید (مثلاً %2=64G)</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>تصویر PNG</translation>
    </message>
    <message>
        <source>JPEG image</source>
        <translation>تصویر JPEG</translation>
    </message>
    <message>
        <source>GIF image</source>
        <translation>تصویر GIF</translation>
    </message>
    <message>
        <source>WebP image</source>
        <translation>تصویر WebP</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>سند PDF</translation>
    </message>
    <message>
        <source>ZIP archive</source>
        <translation>بایگانی ZIP</translation>
    </message>
    <message>
        <source>ELF executable</source>
        <translation>فایل اجرایی ELF</translation>
    </message>
    <message>
        <source>bzip2 archive</source>
        <translation>بایگانی bzip2</translation>
    </message>
    <message>
        <source>xz archive</source>
        <translation>بایگانی xz</translation>
    </message>
    <message>
        <source>Zstandard archive</source>
        <translation>بایگانی Zstandard</translation>
    </message>
    <message>
        <source>7-Zip archive</source>
        <translation>بایگانی 7-Zip</translation>
    </message>
    <message>
        <source>tar archive</source>
        <translation>بایگانی tar</translation>
    </message>
    <message>
        <source>SQLite database</source>
        <translation>پایگاه دادهٔ SQLite</translation>
    </message>
    <message>
        <source>HDF5 file</source>
        <translation>فایل HDF5</translation>
    </message>
    <message>
        <source>NumPy array</source>
        <translation>آرایهٔ NumPy</translation>
    </message>
    <message>
        <source>TIFF image</source>
        <translation>تصویر TIFF</translation>
    </message>
    <message>
        <source>Windows executable</source>
        <translation>فایل اجرایی ویندوز</translation>
    </message>
    <message>
        <source>Java class or Mach-O file</source>
        <translation>کلاس جاوا یا فایل Mach-O</translation>
    </message>
    <message>
        <source>XML document</source>
        <translation>سند XML</translation>
    </message>
    <message>
        <source>HTML document</source>
        <translation>سند HTML</translation>
    </message>
    <message>
        <source>not a valid XSpace: unreadable data at byte %1 of %2</source>
        <translation>XSpace معتبر نیست: دادهٔ ناخوانا در بایت %1 از %2</translation>
    </message>
    <message>
        <source>not a valid XSpace: unreadable field at byte %1 of %2</source>
        <translation>XSpace معتبر نیست: فیلد ناخوانا در بایت %1 از %2</translation>
    </message>
    <message>
        <source>Parsing plane %1</source>
        <translation>در حال تجزیهٔ صفحهٔ %1</translation>
    </message>
    <message>
        <source>plane %1 (&quot;%2&quot;, bytes %3 to %4) is damaged</source>
        <translation>صفحهٔ %1 («%2»، بایت‌های %3 تا %4) آسیب دیده است</translation>
    </message>
    <message>
        <source>module %1: its HloProto (%2 bytes at byte %3) is damaged</source>
        <translation>ماژول %1: HloProto آن (%2 بایت در بایت %3) آسیب دیده است</translation>
    </message>
    <message>
        <source>truncated: plane %1 should end at byte %2; the file ends at byte %3</source>
        <translation>بریده شده است: صفحهٔ %1 باید در بایت %2 تمام شود؛ فایل در بایت %3 تمام می‌شود</translation>
    </message>
    <message>
        <source>Python pickle that is not a PyTorch memory snapshot</source>
        <translation>فایل pickle پایتون که عکس‌برداری حافظهٔ PyTorch نیست</translation>
    </message>
</context>
<context>
    <name>memscope::memoryprofile</name>
    <message>
        <source>an allocation without op name</source>
        <translation>تخصیصی بدون نام عملیات</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Never freed within the profile window: %1 allocations, %2 in all; the largest, %3 of %4, was allocated at %5 ms.</source>
        <translation>درون پنجرهٔ پروفایل هرگز آزاد نشده: %1 تخصیص، در مجموع %2؛ بزرگ‌ترین آن‌ها، %3 از %4، در %5 ms تخصیص یافت.</translation>
    </message>
    <message>
        <source>%1 allocations against %2 deallocations: tensors accumulate within the window.</source>
        <translation>%1 تخصیص در برابر %2 آزادسازی: تنسورها درون پنجره انباشته می‌شوند.</translation>
    </message>
    <message>
        <source>The heap grows from step to step: %1 per step over %2 steps (least-squares fit of the heap at the end of each step, R² = %3).</source>
        <translation>هیپ از گامی به گام دیگر رشد می‌کند: %1 در هر گام در طول %2 گام (برازش کمترین مربعات هیپ در پایان هر گام، R² = %3).</translation>
    </message>
    <message>
        <source>The heap grows over the window: %1 per second (least-squares fit over every event, R² = %2).</source>
        <translation>هیپ در طول پنجره رشد می‌کند: %1 در هر ثانیه (برازش کمترین مربعات روی همهٔ رویدادها، R² = %2).</translation>
    </message>
    <message>
        <source>Fragmentation spikes to %1% at %2 ms (median %3%), with %4 free; spikes in all: %5.</source>
        <translation>چندپارگی در %2 ms به %1% می‌جهد (میانه %3%)، با %4 حافظهٔ آزاد؛ کل جهش‌ها: %5.</translation>
    </message>
    <message>
        <source>The allocator&apos;s lifetime peak, %1, is above the heap&apos;s peak in the window, %2: memory use was higher outside the profiling window.</source>
        <translation>اوج طول عمر تخصیص‌دهنده، %1، بالاتر از اوج هیپ در پنجره، %2، است: مصرف حافظه بیرون از پنجرهٔ پروفایل‌گیری بیشتر بوده است.</translation>
    </message>
    <message>
        <source>The events carry no step markers (group_id), so all of them count as step 0 and the heap trend is fitted over time.</source>
        <translation>رویدادها نشانگر گام (group_id) ندارند، پس همهٔ آن‌ها گام 0 به حساب می‌آیند و روند هیپ بر حسب زمان برازش می‌شود.</translation>
    </message>
    <message>
        <source>Aggregated memory events without a time were skipped: %1.</source>
        <translation>رویدادهای تجمیعی حافظه بدون زمان کنار گذاشته شدند: %1.</translation>
    </message>
    <message>
        <source>Host %1 has no XSpace; its memory events are missing.</source>
        <translation>میزبان %1 هیچ XSpace ندارد؛ رویدادهای حافظهٔ آن در دست نیست.</translation>
    </message>
    <message>
        <source>Cannot print the memory profile as JSON: %1</source>
        <translation>چاپ پروفایل حافظه به صورت JSON ممکن نیست: %1</translation>
    </message>
    <message>
        <source>Cannot print the memory profile as JSON: unexpected printer output</source>
        <translation>چاپ پروفایل حافظه به صورت JSON ممکن نیست: خروجی غیرمنتظرهٔ چاپگر</translation>
    </message>
    <message>
        <source>Memory ID</source>
        <translation>شناسهٔ حافظه</translation>
    </message>
    <message>
        <source>Op Name</source>
        <translation>نام عملیات</translation>
    </message>
    <message>
        <source>Allocation Size (bytes)</source>
        <translation>اندازهٔ تخصیص (بایت)</translation>
    </message>
    <message>
        <source>Requested Size (bytes)</source>
        <translation>اندازهٔ درخواستی (بایت)</translation>
    </message>
    <message>
        <source>Occurrences</source>
        <translation>تعداد</translation>
    </message>
    <message>
        <source>Region type</source>
        <translation>نوع ناحیه</translation>
    </message>
    <message>
        <source>Data type</source>
        <translation>نوع داده</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>شکل</translation>
    </message>
    <message>
        <source>the memory events are damaged: unreadable data at byte %1 of %2</source>
        <translation>رویدادهای حافظه آسیب دیده‌اند: دادهٔ ناخوانا در بایت %1 از %2</translation>
    </message>
    <message>
        <source>the plane at byte %1 cannot be parsed to find the steps of its memory events</source>
        <translation>صفحهٔ بایت %1 را نمی‌توان برای یافتن گام‌های رویدادهای حافظه‌اش تجزیه کرد</translation>
    </message>
</context>
<context>
    <name>memscope::memoryviewer</name>
    <message>
        <source>Heap-simulator trace %1 names logical buffer %2, which no buffer allocation holds; the event is ignored.</source>
        <translation>ردیابی heap-simulator %1 به بافر منطقی %2 اشاره می‌کند که هیچ buffer allocation آن را ندارد؛ این رویداد نادیده گرفته می‌شود.</translation>
    </message>
    <message>
        <source>Heap-simulator event %1 shares logical buffer %2 with unknown buffer %3; the event is ignored.</source>
        <translation>رویداد heap-simulator %1 بافر منطقی %2 را با بافر ناشناختهٔ %3 به اشتراک می‌گذارد؛ این رویداد نادیده گرفته می‌شود.</translation>
    </message>
    <message>
        <source>Heap-simulator event %1 would make logical buffer %2 share with itself; the event is ignored.</source>
        <translation>رویداد heap-simulator %1 بافر منطقی %2 را با خودش به اشتراک می‌گذارد؛ این رویداد نادیده گرفته می‌شود.</translation>
    </message>
    <message>
        <source>Buffer allocation index %1 appears more than once; the last one is used.</source>
        <translation>اندیس buffer allocation %1 بیش از یک بار آمده است؛ آخرین مورد به کار می‌رود.</translation>
    </message>
    <message>
        <source>Buffer allocation %1 names logical buffer %2, which the buffer assignment does not define; it is left out.</source>
        <translation>buffer allocation %1 به بافر منطقی %2 اشاره می‌کند که buffer assignment آن را تعریف نکرده است؛ کنار گذاشته می‌شود.</translation>
    </message>
    <message>
        <source>Logical buffer %1 is defined by instruction id %2, which the module does not contain; it is left out.</source>
        <translation>بافر منطقی %1 با دستور شمارهٔ %2 تعریف شده است که در ماژول وجود ندارد؛ کنار گذاشته می‌شود.</translation>
    </message>
    <message>
        <source>Logical buffer %1 is assigned to more than one buffer allocation; the last one (%2) is used.</source>
        <translation>بافر منطقی %1 به بیش از یک buffer allocation نسبت داده شده است؛ آخرین مورد (%2) به کار می‌رود.</translation>
    </message>
    <message>
        <source>Logical buffer %1 has shape index element %2, outside the %3 tuple elements of %4; the whole shape is used.</source>
        <translation>بافر منطقی %1 عنصر اندیس شکل %2 را دارد که بیرون از %3 عنصر تاپل %4 است؛ کل شکل به کار می‌رود.</translation>
    </message>
    <message>
        <source>The shape of logical buffer %1 (%2) has no byte size; its unpadded size counts as 0.</source>
        <translation>شکل بافر منطقی %1 (%2) اندازهٔ بایتی ندارد؛ اندازهٔ بدون لایه‌گذاری آن 0 حساب می‌شود.</translation>
    </message>
    <message>
        <source>Module Name: %1</source>
        <translation>نام ماژول: %1</translation>
    </message>
    <message>
        <source>Peak memory allocation: %1 MiB, %2 MiB (with fragmentation)</source>
        <translation>اوج تخصیص حافظه: %1 MiB، %2 MiB (با چندپارگی)</translation>
    </message>
    <message>
        <source>%1 MiB total padding overhead</source>
        <translation>%1 MiB سربار کل لایه‌گذاری</translation>
    </message>
    <message>
        <source>%1 MiB total argument size</source>
        <translation>%1 MiB اندازهٔ کل آرگومان‌ها</translation>
    </message>
    <message>
        <source>%1 MiB stack simulated HLO temporary variables</source>
        <translation>%1 MiB متغیرهای موقت HLO شبیه‌سازی‌شده در پشته</translation>
    </message>
    <message>
        <source>%1 MiB HLO lifetime temporary variables with fragmentation (fragmentation  %2%)</source>
        <translation>%1 MiB متغیرهای موقت طول عمر HLO با چندپارگی (چندپارگی %2%)</translation>
    </message>
    <message>
        <source>%1 MiB max scoped VMEM allocation (%2)</source>
        <translation>%1 MiB بیشینهٔ تخصیص VMEM محدوده‌دار (%2)</translation>
    </message>
    <message>
        <source>Modifying your model&apos;s architecture, batch size and data dimensions may help reduce the memory footprint.</source>
        <translation>تغییر معماری مدل، اندازهٔ دسته و ابعاد داده ممکن است به کاهش ردپای حافظه کمک کند.</translation>
    </message>
    <message>
        <source>%1 (and %2 more like it)</source>
        <translation>%1 (و %2 مورد مشابه دیگر)</translation>
    </message>
    <message>
        <source>Heap size should be non-negative, but get: %1</source>
        <translation>اندازهٔ هیپ نباید منفی باشد، اما این به دست آمد: %1</translation>
    </message>
    <message>
        <source>Buffer %1is freed multiple times.</source>
        <translation>بافر %1 چند بار آزاد شده است.</translation>
    </message>
    <message>
        <source>Unhandled event kind: %1</source>
        <translation>نوع رویداد پردازش‌نشده: %1</translation>
    </message>
    <message>
        <source>All heap simulation should work out of a single buffer allocation, actual seen_buffer_allocations.size():%1</source>
        <translation>همهٔ شبیه‌سازی هیپ باید از یک buffer allocation واحد کار کند، اما seen_buffer_allocations.size():%1</translation>
    </message>
    <message>
        <source>Failed to process heap simulator trace: %1</source>
        <translation>پردازش ردیابی heap simulator ناموفق بود: %1</translation>
    </message>
    <message>
        <source>The module&apos;s HloProto is too large to analyse (%1 bytes).</source>
        <translation>HloProto ماژول برای تحلیل بیش از حد بزرگ است (%1 بایت).</translation>
    </message>
</context>
<context>
    <name>memscope::overview</name>
    <message>
        <source>GPU traces carry no FLOP or byte counts; XProf derives them from XLA&apos;s cost analysis of the HLO.</source>
        <translation>ردیابی‌های GPU شمار FLOP یا بایت ندارند؛ XProf آن‌ها را از تحلیل هزینهٔ XLA روی HLO به دست می‌آورد.</translation>
    </message>
    <message>
        <source>The op&apos;s metadata carries no %1 stat.</source>
        <translation>فرادادهٔ این عملیات آمار %1 ندارد.</translation>
    </message>
    <message>
        <source>The op takes no time.</source>
        <translation>این عملیات زمانی نمی‌گیرد.</translation>
    </message>
    <message>
        <source>TensorCore compute</source>
        <translation>محاسبهٔ TensorCore</translation>
    </message>
    <message>
        <source>TensorCore input</source>
        <translation>ورودی TensorCore</translation>
    </message>
    <message>
        <source>TensorCore output</source>
        <translation>خروجی TensorCore</translation>
    </message>
    <message>
        <source>TensorCore idle</source>
        <translation>بیکاری TensorCore</translation>
    </message>
    <message>
        <source>Host transfer</source>
        <translation>انتقال میزبان</translation>
    </message>
    <message>
        <source>Device compute</source>
        <translation>محاسبهٔ دستگاه</translation>
    </message>
    <message>
        <source>Device to device</source>
        <translation>دستگاه به دستگاه</translation>
    </message>
    <message>
        <source>Device collective communication</source>
        <translation>ارتباط جمعی دستگاه</translation>
    </message>
    <message>
        <source>Host compute</source>
        <translation>محاسبهٔ میزبان</translation>
    </message>
    <message>
        <source>Kernel launch</source>
        <translation>راه‌اندازی کرنل</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>ورودی</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>خروجی</translation>
    </message>
    <message>
        <source>Compilation</source>
        <translation>کامپایل</translation>
    </message>
    <message>
        <source>All others</source>
        <translation>سایر موارد</translation>
    </message>
    <message>
        <source>A training job has no inference sessions.</source>
        <translation>یک کار آموزشی نشست استنتاج ندارد.</translation>
    </message>
    <message>
        <source>Steps from the step markers of the device trace.</source>
        <translation>گام‌ها از نشانگرهای گام ردیابی دستگاه.</translation>
    </message>
    <message>
        <source>Steps from the step markers of the host trace.</source>
        <translation>گام‌ها از نشانگرهای گام ردیابی میزبان.</translation>
    </message>
    <message>
        <source>No step markers: each XLA module execution is shown in place of a step.</source>
        <translation>نشانگر گام وجود ندارد: هر اجرای ماژول XLA به جای یک گام نشان داده می‌شود.</translation>
    </message>
    <message>
        <source>No step markers and no XLA module executions: the step time is unknown.</source>
        <translation>نه نشانگر گام هست و نه اجرای ماژول XLA: زمان گام نامعلوم است.</translation>
    </message>
    <message>
        <source>not available in this profile</source>
        <translation>در این پروفایل موجود نیست</translation>
    </message>
    <message>
        <source>The steps take no time.</source>
        <translation>گام‌ها زمانی نمی‌گیرند.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>نامعلوم</translation>
    </message>
    <message>
        <source>Run environment</source>
        <translation>محیط اجرا</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>میزبان‌ها</translation>
    </message>
    <message>
        <source>Device type</source>
        <translation>نوع دستگاه</translation>
    </message>
    <message>
        <source>Device cores</source>
        <translation>هسته‌های دستگاه</translation>
    </message>
    <message>
        <source>Training job</source>
        <translation>کار آموزشی</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>بله</translation>
    </message>
    <message>
        <source>no (inference)</source>
        <translation>خیر (استنتاج)</translation>
    </message>
    <message>
        <source>Profile start (UTC)</source>
        <translation>آغاز پروفایل (UTC)</translation>
    </message>
    <message>
        <source>Profile duration</source>
        <translation>مدت پروفایل</translation>
    </message>
    <message>
        <source>Performance summary</source>
        <translation>خلاصهٔ کارایی</translation>
    </message>
    <message>
        <source>Average module execution time</source>
        <translation>میانگین زمان اجرای ماژول</translation>
    </message>
    <message>
        <source>Average step time</source>
        <translation>میانگین زمان گام</translation>
    </message>
    <message>
        <source>%1 ms (σ = %2 ms, n = %3)</source>
        <translation>%1 ms (σ = %2 ms، n = %3)</translation>
    </message>
    <message>
        <source>%1 ms (σ = %2 ms) %3%</source>
        <translation>%1 ms (σ = %2 ms) %3%</translation>
    </message>
    <message>
        <source>Average session time</source>
        <translation>میانگین زمان نشست</translation>
    </message>
    <message>
        <source>FLOPS utilization</source>
        <translation>بهره‌وری FLOPS</translation>
    </message>
    <message>
        <source>  Utilization of TPU matrix units</source>
        <translation>  بهره‌وری واحدهای ماتریسی TPU</translation>
    </message>
    <message>
        <source>  Compared to program&apos;s optimal FLOPS</source>
        <translation>  در مقایسه با FLOPS بهینهٔ برنامه</translation>
    </message>
    <message>
        <source>TPU duty cycle</source>
        <translation>چرخهٔ کاری TPU</translation>
    </message>
    <message>
        <source>Memory bandwidth utilization</source>
        <translation>بهره‌وری پهنای باند حافظه</translation>
    </message>
    <message>
        <source>  HBM utilization</source>
        <translation>  بهره‌وری HBM</translation>
    </message>
    <message>
        <source>  Compared to program&apos;s optimal bandwidth</source>
        <translation>  در مقایسه با پهنای باند بهینهٔ برنامه</translation>
    </message>
    <message>
        <source>Measured FLOP rate per core</source>
        <translation>نرخ FLOP اندازه‌گیری‌شده برای هر هسته</translation>
    </message>
    <message>
        <source>Measured HBM bandwidth per core</source>
        <translation>پهنای باند HBM اندازه‌گیری‌شده برای هر هسته</translation>
    </message>
    <message>
        <source>Framework op placement: host</source>
        <translation>جای‌گذاری عملیات چارچوب: میزبان</translation>
    </message>
    <message>
        <source>Framework op placement: device</source>
        <translation>جای‌گذاری عملیات چارچوب: دستگاه</translation>
    </message>
    <message>
        <source>Op time in eager execution: host</source>
        <translation>زمان عملیات در اجرای Eager: میزبان</translation>
    </message>
    <message>
        <source>Op time in eager execution: device</source>
        <translation>زمان عملیات در اجرای Eager: دستگاه</translation>
    </message>
    <message>
        <source>Device compute precision: 16-bit</source>
        <translation>دقت محاسبات دستگاه: ۱۶ بیتی</translation>
    </message>
    <message>
        <source>Device compute precision: 32-bit</source>
        <translation>دقت محاسبات دستگاه: ۳۲ بیتی</translation>
    </message>
    <message>
        <source>Device compute precision: other</source>
        <translation>دقت محاسبات دستگاه: سایر</translation>
    </message>
    <message>
        <source>Inference session latency</source>
        <translation>تأخیر نشست استنتاج</translation>
    </message>
    <message>
        <source>%1 sessions, %2 per second</source>
        <translation>%1 نشست، %2 در هر ثانیه</translation>
    </message>
    <message>
        <source>%1 ms (host %2, device %3, host-device %4)</source>
        <translation>%1 ms (میزبان %2، دستگاه %3، میزبان-دستگاه %4)</translation>
    </message>
    <message>
        <source>Module executions</source>
        <translation>اجراهای ماژول</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>گام‌ها</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>گام</translation>
    </message>
    <message>
        <source>Duration ms</source>
        <translation>مدت ms</translation>
    </message>
    <message>
        <source>Top device ops by self time</source>
        <translation>عملیات برتر دستگاه بر اساس زمان خالص</translation>
    </message>
    <message>
        <source>No device ops in the profile.</source>
        <translation>این پروفایل عملیات دستگاهی ندارد.</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>موجود نیست</translation>
    </message>
    <message>
        <source>Recommendations</source>
        <translation>توصیه‌ها</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>تشخیص‌ها</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>خطا: %1</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>هشدار: %1</translation>
    </message>
    <message>
        <source>The profile has no framework ops on the host or the device.</source>
        <translation>این پروفایل هیچ عملیات چارچوبی روی میزبان یا دستگاه ندارد.</translation>
    </message>
    <message>
        <source>No framework op ran on the host for any time.</source>
        <translation>هیچ عملیات چارچوبی روی میزبان زمانی اجرا نشد.</translation>
    </message>
    <message>
        <source>No op ran on the device.</source>
        <translation>هیچ عملیاتی روی دستگاه اجرا نشد.</translation>
    </message>
    <message>
        <source>GPU kernels of XLA programs by the element type of their HLO instruction (bf16/f16: 16-bit) when the profile carries the HLO; other kernels by name as XProf classifies them (&quot;half&quot; in the tensor shapes, or &quot;half&quot;/&quot;fp16&quot; in the kernel name), with bf16 counted as 16-bit too. Time after removing overlaps.</source>
        <translation>کرنل‌های GPU برنامه‌های XLA بر اساس نوع عنصر دستور HLO آن‌ها (bf16/f16: ۱۶ بیتی) وقتی پروفایل HLO را دارد؛ کرنل‌های دیگر بر اساس نام، همان‌گونه که XProf دسته‌بندی می‌کند («half» در شکل تنسورها، یا «half»/«fp16» در نام کرنل)، و bf16 نیز ۱۶ بیتی شمرده می‌شود. زمان پس از حذف هم‌پوشانی‌ها.</translation>
    </message>
    <message>
        <source>TensorCore ops by the element type of their output shape (bf16/f16: 16-bit, f32: 32-bit), weighted by self time.</source>
        <translation>عملیات TensorCore بر اساس نوع عنصر شکل خروجی‌شان (bf16/f16: ۱۶ بیتی، f32: ۳۲ بیتی)، وزن‌دهی‌شده با زمان خالص.</translation>
    </message>
    <message>
        <source>No device compute ran in the profile.</source>
        <translation>در این پروفایل هیچ محاسبه‌ای روی دستگاه اجرا نشد.</translation>
    </message>
    <message>
        <source>Your program is HIGHLY input-bound: %1% of the step time is spent waiting for input. Look at the input pipeline (prefetching, parallel reads and preprocessing).</source>
        <translation>برنامهٔ شما به‌شدت محدود به ورودی است: %1% از زمان گام صرف انتظار برای ورودی می‌شود. خط لولهٔ ورودی را بررسی کنید (پیش‌واکشی، خواندن و پیش‌پردازش موازی).</translation>
    </message>
    <message>
        <source>Your program is MODERATELY input-bound: %1% of the step time is spent waiting for input.</source>
        <translation>برنامهٔ شما به‌طور متوسط محدود به ورودی است: %1% از زمان گام صرف انتظار برای ورودی می‌شود.</translation>
    </message>
    <message>
        <source>The TensorCore is idle or waiting for the host for %1% of the step time: the program is host-bound. Look for host work between device launches in the trace.</source>
        <translation>TensorCore در %1% از زمان گام بیکار است یا منتظر میزبان: برنامه محدود به میزبان است. در ردیابی به دنبال کار میزبان میان راه‌اندازی‌های دستگاه بگردید.</translation>
    </message>
    <message>
        <source>%1% of the step time is device collective communication.</source>
        <translation>%1% از زمان گام ارتباط جمعی دستگاه است.</translation>
    </message>
    <message>
        <source>FLOPS utilisation is %1% of the device&apos;s peak. The top ops below are where the time goes: memory-bound ops (low FLOP rate, many bytes) gain from fusion or larger batches.</source>
        <translation>بهره‌وری FLOPS %1% از اوج دستگاه است. عملیات برتر زیر جایی هستند که زمان صرف می‌شود: عملیات محدود به حافظه (نرخ FLOP پایین، بایت‌های زیاد) از ادغام یا دسته‌های بزرگ‌تر سود می‌برند.</translation>
    </message>
    <message>
        <source>The TensorCores are busy only %1% of the time they are in use; the rest they wait, usually for the host.</source>
        <translation>TensorCoreها فقط در %1% از زمانی که در استفاده‌اند مشغول‌اند؛ بقیهٔ زمان منتظرند، معمولاً برای میزبان.</translation>
    </message>
    <message>
        <source>Only %1% of device computation is 16 bit. So you might want to replace more 32-bit ops by 16-bit ops (bfloat16) to improve performance, if the reduced accuracy is acceptable.</source>
        <translation>فقط %1% از محاسبات دستگاه ۱۶ بیتی است. بنابراین اگر کاهش دقت پذیرفتنی است، شاید بخواهید برای بهبود کارایی عملیات ۳۲ بیتی بیشتری را با عملیات ۱۶ بیتی (bfloat16) جایگزین کنید.</translation>
    </message>
    <message>
        <source>%1% of op time on the host used eager execution. Performance could be improved with tf.function.</source>
        <translation>%1% از زمان عملیات روی میزبان از اجرای Eager استفاده کرد. کارایی با tf.function می‌تواند بهتر شود.</translation>
    </message>
    <message>
        <source>Mark training steps (jax.profiler.StepTraceAnnotation, or tf.profiler.experimental.Trace(&apos;train&apos;, step_num=...)) so the step time can be measured.</source>
        <translation>گام‌های آموزش را علامت‌گذاری کنید (jax.profiler.StepTraceAnnotation، یا tf.profiler.experimental.Trace(&apos;train&apos;, step_num=...)) تا زمان گام قابل اندازه‌گیری باشد.</translation>
    </message>
    <message>
        <source>No device trace was collected. This might happen if your job hadn&apos;t been run on the device when sampling was turned on. You could try the sampling again later.</source>
        <translation>هیچ ردیابی دستگاهی جمع‌آوری نشد. این ممکن است رخ دهد اگر کار شما هنگام روشن شدن نمونه‌برداری روی دستگاه اجرا نشده بود. می‌توانید بعداً دوباره نمونه‌برداری را امتحان کنید.</translation>
    </message>
    <message>
        <source>No step marker observed and hence the step time is unknown. This may happen if (1) training steps are not instrumented (e.g., if you are not using Keras) or (2) the profiling duration is shorter than the step time. For (1), you need to add step instrumentation; for (2), you may try to profile longer.</source>
        <translation>هیچ نشانگر گامی دیده نشد و بنابراین زمان گام نامعلوم است. این ممکن است رخ دهد اگر (1) گام‌های آموزش ابزارگذاری نشده باشند (مثلاً اگر از Keras استفاده نمی‌کنید) یا (2) مدت پروفایل‌گیری کوتاه‌تر از زمان گام باشد. برای (1) باید ابزارگذاری گام اضافه کنید؛ برای (2) می‌توانید مدت طولانی‌تری پروفایل بگیرید.</translation>
    </message>
    <message>
        <source>Each XLA module execution is shown in place of a step (%1 executions).</source>
        <translation>هر اجرای ماژول XLA به جای یک گام نشان داده می‌شود (%1 اجرا).</translation>
    </message>
    <message>
        <source>No step is complete on every core and host: the intersection of the steps is empty.</source>
        <translation>هیچ گامی روی همهٔ هسته‌ها و میزبان‌ها کامل نیست: اشتراک گام‌ها تهی است.</translation>
    </message>
    <message>
        <source>%1 steps dropped (the first and the last) because they may be incomplete.</source>
        <translation>%1 گام (نخستین و آخرین) کنار گذاشته شد، زیرا ممکن است ناقص باشند.</translation>
    </message>
    <message>
        <source>HLO module %1 has the backward-pass op %2.</source>
        <translation>ماژول HLO ‏%1 عملیات گذر پسرو %2 را دارد.</translation>
    </message>
    <message>
        <source>None of the %1 HLO modules has a backward-pass op (gradients, gradient_tape or transpose(...)).</source>
        <translation>هیچ‌یک از %1 ماژول HLO عملیات گذر پسرو ندارد (gradients، gradient_tape یا transpose(...)).</translation>
    </message>
    <message>
        <source>The framework op %1 belongs to a backward pass.</source>
        <translation>عملیات چارچوب %1 به یک گذر پسرو تعلق دارد.</translation>
    </message>
    <message>
        <source>No framework op of the trace belongs to a backward pass.</source>
        <translation>هیچ عملیات چارچوبی در ردیابی به گذر پسرو تعلق ندارد.</translation>
    </message>
    <message>
        <source>The profile has neither HLO modules nor framework op names to tell training from inference.</source>
        <translation>پروفایل نه ماژول HLO دارد و نه نام عملیات چارچوب، تا آموزش از استنتاج تشخیص داده شود.</translation>
    </message>
    <message>
        <source>The device planes carry no %1 stat.</source>
        <translation>صفحه‌های دستگاه آمار %1 ندارند.</translation>
    </message>
    <message>
        <source>The profile has no events and no Task Environment plane with the profile start and stop times.</source>
        <translation>پروفایل نه رویدادی دارد و نه صفحهٔ Task Environment با زمان‌های آغاز و پایان پروفایل.</translation>
    </message>
    <message>
        <source>No inference sessions: the host trace has no request root events (StepTraceAnnotation or other events with the _r stat).</source>
        <translation>نشست استنتاجی وجود ندارد: ردیابی میزبان رویداد ریشهٔ درخواست ندارد (StepTraceAnnotation یا رویدادهای دیگر با آمار _r).</translation>
    </message>
    <message>
        <source>Avg</source>
        <translation>میانگین</translation>
    </message>
    <message>
        <source>The sessions take no time.</source>
        <translation>نشست‌ها زمانی نمی‌گیرند.</translation>
    </message>
    <message>
        <source>The HLO proto of &apos;%1&apos; in /host:metadata is damaged and was skipped.</source>
        <translation>HLO proto مربوط به «%1» در /host:metadata آسیب دیده است و کنار گذاشته شد.</translation>
    </message>
    <message>
        <source>No TensorCore op or module ran in the profile.</source>
        <translation>در این پروفایل هیچ عملیات یا ماژول TensorCore اجرا نشد.</translation>
    </message>
    <message>
        <source>No TensorCore op ran in the profile.</source>
        <translation>در این پروفایل هیچ عملیات TensorCore اجرا نشد.</translation>
    </message>
    <message>
        <source>The ops carry no flops stat.</source>
        <translation>عملیات آمار flops ندارند.</translation>
    </message>
    <message>
        <source>The ops carry no memory_access_breakdown stat.</source>
        <translation>عملیات آمار memory_access_breakdown ندارند.</translation>
    </message>
    <message>
        <source>The device&apos;s peak is 0.</source>
        <translation>اوج دستگاه 0 است.</translation>
    </message>
    <message>
        <source>XProf reports this for TPU only.</source>
        <translation>XProf این را فقط برای TPU گزارش می‌کند.</translation>
    </message>
    <message>
        <source>Not available in this profile: it comes from hardware counters that the profile does not carry (host-plane stat %1).</source>
        <translation>در این پروفایل موجود نیست: از شمارنده‌های سخت‌افزاری می‌آید که پروفایل آن‌ها را ندارد (آمار صفحهٔ میزبان %1).</translation>
    </message>
    <message>
        <source>Not available in this profile: XProf&apos;s open-source build has no program-optimal limits and always shows 0.0% here.</source>
        <translation>در این پروفایل موجود نیست: نسخهٔ متن‌باز XProf حدهای بهینهٔ برنامه را ندارد و اینجا همیشه 0.0% نشان می‌دهد.</translation>
    </message>
    <message>
        <source>Peak FLOP rate per core</source>
        <translation>اوج نرخ FLOP برای هر هسته</translation>
    </message>
    <message>
        <source>Peak HBM bandwidth per core</source>
        <translation>اوج پهنای باند HBM برای هر هسته</translation>
    </message>
    <message>
        <source>self %1 ms, occurrences %2, FLOP rate %3, bytes accessed %4</source>
        <translation>خالص %1 ms، تعداد %2، نرخ FLOP %3، بایت‌های دسترسی‌یافته %4</translation>
    </message>
    <message>
        <source>Module execution time standard deviation</source>
        <translation>انحراف معیار زمان اجرای ماژول</translation>
    </message>
    <message>
        <source>Step time standard deviation</source>
        <translation>انحراف معیار زمان گام</translation>
    </message>
    <message>
        <source>Your program is HIGHLY input-bound because %1% of the total step time sampled is waiting for input. Therefore, you should first focus on reducing the input time.</source>
        <translation>برنامهٔ شما به‌شدت محدود به ورودی است، زیرا %1% از کل زمان گام‌های نمونه‌برداری‌شده صرف انتظار برای ورودی می‌شود. پس نخست بر کاهش زمان ورودی تمرکز کنید.</translation>
    </message>
    <message>
        <source>Your program is MODERATELY input-bound because %1% of the total step time sampled is waiting for input. Therefore, you would need to reduce both the input time and other time.</source>
        <translation>برنامهٔ شما تا حدی محدود به ورودی است، زیرا %1% از کل زمان گام‌های نمونه‌برداری‌شده صرف انتظار برای ورودی می‌شود. پس باید هم زمان ورودی و هم زمان‌های دیگر را کاهش دهید.</translation>
    </message>
    <message>
        <source>Your program is POTENTIALLY input-bound because %1% of the total step time sampled is spent on &apos;All Others&apos; time (which could be due to I/O or Python execution or both).</source>
        <translation>برنامهٔ شما احتمالاً محدود به ورودی است، زیرا %1% از کل زمان گام‌های نمونه‌برداری‌شده صرف زمان «سایر موارد» می‌شود (که می‌تواند از ورودی/خروجی، اجرای Python یا هر دو باشد).</translation>
    </message>
    <message>
        <source>Your program is NOT input-bound because only %1% of the total step time sampled is waiting for input. Therefore, you should focus on reducing other time.</source>
        <translation>برنامهٔ شما محدود به ورودی نیست، زیرا تنها %1% از کل زمان گام‌های نمونه‌برداری‌شده صرف انتظار برای ورودی می‌شود. پس بر کاهش زمان‌های دیگر تمرکز کنید.</translation>
    </message>
    <message>
        <source>%1 % of the total step time sampled is spent on &apos;Kernel Launch&apos;.</source>
        <translation>%1% از کل زمان گام‌های نمونه‌برداری‌شده صرف «راه‌اندازی کرنل» می‌شود.</translation>
    </message>
    <message>
        <source>%1 % of the total step time sampled is spent on &apos;All Others&apos; time. This could be due to Python execution overhead.</source>
        <translation>%1% از کل زمان گام‌های نمونه‌برداری‌شده صرف زمان «سایر موارد» می‌شود. این می‌تواند از سربار اجرای Python باشد.</translation>
    </message>
    <message>
        <source>Your program is HIGHLY output-bound because %1% of the total step time sampled is spent on output. Therefore, you should first focus on reducing the output time.</source>
        <translation>برنامهٔ شما به‌شدت محدود به خروجی است، زیرا %1% از کل زمان گام‌های نمونه‌برداری‌شده صرف خروجی می‌شود. پس نخست بر کاهش زمان خروجی تمرکز کنید.</translation>
    </message>
    <message>
        <source>Your program is MODERATELY output-bound because %1% of the total step time sampled is spent on output. Therefore, you would need to reduce both the output time and other time.</source>
        <translation>برنامهٔ شما تا حدی محدود به خروجی است، زیرا %1% از کل زمان گام‌های نمونه‌برداری‌شده صرف خروجی می‌شود. پس باید هم زمان خروجی و هم زمان‌های دیگر را کاهش دهید.</translation>
    </message>
</context>
<context>
    <name>memscope::report</name>
    <message>
        <source>%1 or %2</source>
        <translation>%1 یا %2</translation>
    </message>
    <message>
        <source>Usage: memscope-report %1
%2

Options:
</source>
        <translation>کاربرد: memscope-report %1
%2

گزینه‌ها:
</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>نمایش این راهنما.</translation>
    </message>
    <message>
        <source>What to print.</source>
        <translation>آنچه چاپ شود.</translation>
    </message>
    <message>
        <source>Write to this file (atomically) instead of standard output.</source>
        <translation>به جای خروجی استاندارد در این فایل (به‌صورت اتمی) بنویس.</translation>
    </message>
    <message>
        <source>The run of a trace folder to load (default: the newest).</source>
        <translation>اجرایی از پوشهٔ ردیابی که بارگذاری شود (پیش‌فرض: جدیدترین).</translation>
    </message>
    <message>
        <source>Unknown %1 &apos;%2&apos; (use %3).</source>
        <translation>%1 ناشناختهٔ «%2» (از %3 استفاده کنید).</translation>
    </message>
    <message>
        <source>--%1 needs a whole number of at least 0, not &apos;%2&apos;.</source>
        <translation>‎--%1 به یک عدد صحیح دست‌کم 0 نیاز دارد، نه «%2».</translation>
    </message>
    <message>
        <source>Only one %1 can be given; &apos;%2&apos; is one too many.</source>
        <translation>فقط یک %1 می‌توان داد؛ «%2» یکی اضافه است.</translation>
    </message>
    <message>
        <source>Only %1 can be given; &apos;%2&apos; is one too many.</source>
        <translation>فقط %1 می‌توان داد؛ «%2» یکی اضافه است.</translation>
    </message>
    <message>
        <source>Unknown option &apos;%1&apos;.</source>
        <translation>گزینهٔ ناشناختهٔ «%1».</translation>
    </message>
    <message>
        <source>Option --%1 takes no value.</source>
        <translation>گزینهٔ ‎--%1 مقداری نمی‌گیرد.</translation>
    </message>
    <message>
        <source>Option --%1 needs a value.</source>
        <translation>گزینهٔ ‎--%1 به یک مقدار نیاز دارد.</translation>
    </message>
    <message>
        <source>No %1 given.</source>
        <translation>هیچ %1 داده نشده است.</translation>
    </message>
    <message>
        <source>%1: %2
Usage: memscope-report %3
Try &apos;memscope-report %1 --help&apos;.</source>
        <translation>%1: %2
کاربرد: memscope-report %3
‏«memscope-report %1 --help» را امتحان کنید.</translation>
    </message>
    <message>
        <source>--fail-if-peak-grows needs a percentage of at least 0, not &apos;%1&apos;.</source>
        <translation>‎--fail-if-peak-grows به درصدی دست‌کم 0 نیاز دارد، نه «%1».</translation>
    </message>
    <message>
        <source>--fail-if-peak-grows compares memory peaks: use it with --tool memory-viewer or memory-profile.</source>
        <translation>‎--fail-if-peak-grows اوج‌های حافظه را مقایسه می‌کند: آن را با ‎--tool memory-viewer یا memory-profile به کار ببرید.</translation>
    </message>
    <message>
        <source>--module-a and --module-b choose Memory Viewer modules: use them with --tool memory-viewer.</source>
        <translation>‎--module-a و ‎--module-b ماژول‌های نمایشگر حافظه را انتخاب می‌کنند: آن‌ها را با ‎--tool memory-viewer به کار ببرید.</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Delta</source>
        <translation>تفاوت</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>تغییر</translation>
    </message>
    <message>
        <source>%1 holds no XLA module with a buffer assignment, so there is no memory to compare.</source>
        <translation>%1 هیچ ماژول XLA با buffer assignment ندارد، پس حافظه‌ای برای مقایسه نیست.</translation>
    </message>
    <message>
        <source>%1 has no module named %2 to pair with %3 of %4; choose one with --module-b. Its modules: %5</source>
        <translation>%1 ماژولی به نام %2 ندارد تا با %3 از %4 جفت شود؛ با ‎--module-b یکی را انتخاب کنید. ماژول‌های آن: %5</translation>
    </message>
    <message>
        <source>Memory Viewer comparison, memory space %1 (%2)
</source>
        <translation>مقایسهٔ نمایشگر حافظه، فضای حافظهٔ %1 (%2)
</translation>
    </message>
    <message>
        <source>A: %1, module %2
B: %3, module %4

</source>
        <translation>A: %1، ماژول %2
B: %3، ماژول %4

</translation>
    </message>
    <message>
        <source>no heap-simulator curve</source>
        <translation>بدون منحنی heap-simulator</translation>
    </message>
    <message>
        <source>%1 points, the peak at %2 (%3)</source>
        <translation>%1 نقطه، اوج در %2 (%3)</translation>
    </message>
    <message>
        <source>
Curves: A %1; B %2.
</source>
        <translation>
منحنی‌ها: A %1؛ B %2.
</translation>
    </message>
    <message>
        <source>Buffers live at the peaks: %1 grown, %2 shrunk, %3 only in A, %4 only in B, %5 unchanged.
</source>
        <translation>بافرهای زنده در اوج‌ها: %1 بزرگ‌شده، %2 کوچک‌شده، %3 فقط در A، %4 فقط در B، %5 بدون تغییر.
</translation>
    </message>
    <message>
        <source> (in B: %1)</source>
        <translation> (در B: %1)</translation>
    </message>
    <message>
        <source> [moved in program order]</source>
        <translation> [در ترتیب برنامه جابه‌جا شده]</translation>
    </message>
    <message>
        <source>  ... %1 more: --format csv lists them all.
</source>
        <translation>  ... %1 مورد دیگر: ‎--format csv همه را فهرست می‌کند.
</translation>
    </message>
    <message>
        <source>
Moved in program order (%1):
  %2
</source>
        <translation>
جابه‌جاشده در ترتیب برنامه (%1):
  %2
</translation>
    </message>
    <message>
        <source>warning: module %1 of %2 has no allocations in memory space %3 (%4).</source>
        <translation>هشدار: ماژول %1 از %2 در فضای حافظهٔ %3 (%4) هیچ تخصیصی ندارد.</translation>
    </message>
    <message>
        <source>%1, module %2: %3</source>
        <translation>%1، ماژول %2: %3</translation>
    </message>
    <message>
        <source>Memory Profile comparison, timelines aligned at the %1
A: %2
B: %3
</source>
        <translation>مقایسهٔ پروفایل حافظه، خط‌های زمانی هم‌ترازشده در %1
A: %2
B: %3
</translation>
    </message>
    <message>
        <source>first step</source>
        <translation>نخستین گام</translation>
    </message>
    <message>
        <source>profile start</source>
        <translation>آغاز پروفایل</translation>
    </message>
    <message>
        <source>Neither profile has memory activity (profile with host_trace_level &gt;= 2).
</source>
        <translation>هیچ‌یک از دو پروفایل فعالیت حافظه ندارند (با host_trace_level &gt;= 2 پروفایل بگیرید).
</translation>
    </message>
    <message>
        <source>
Memory ID %1%2
</source>
        <translation>
شناسهٔ حافظهٔ %1%2
</translation>
    </message>
    <message>
        <source> (only in B)</source>
        <translation> (فقط در B)</translation>
    </message>
    <message>
        <source> (only in A)</source>
        <translation> (فقط در A)</translation>
    </message>
    <message>
        <source>Fragmentation at the peak</source>
        <translation>چندپارگی در اوج</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 واحد درصد</translation>
    </message>
    <message>
        <source>  Breakdown at the peak by op (%1 ops):
</source>
        <translation>  تفکیک در اوج بر اساس عملیات (%1 عملیات):
</translation>
    </message>
    <message>
        <source>Op</source>
        <translation>عملیات</translation>
    </message>
    <message>
        <source>%1: the memory profile cannot be computed: %2</source>
        <translation>%1: محاسبهٔ پروفایل حافظه ممکن نیست: %2</translation>
    </message>
    <message>
        <source>Overview comparison
A: %1
B: %2

</source>
        <translation>مقایسهٔ نمای کلی
A: %1
B: %2

</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>نامعلوم</translation>
    </message>
    <message>
        <source> points</source>
        <translation> واحد درصد</translation>
    </message>
    <message>
        <source>compare: %1</source>
        <translation>compare: %1</translation>
    </message>
    <message>
        <source>The peak of B grew by more than %1 % over A&apos;s.</source>
        <translation>اوج B بیش از %1 % نسبت به اوج A رشد کرد.</translation>
    </message>
    <message>
        <source>The module of A (default: its largest HBM peak).</source>
        <translation>ماژول A (پیش‌فرض: بزرگ‌ترین اوج HBM آن).</translation>
    </message>
    <message>
        <source>The module of B (default: the one named as A&apos;s).</source>
        <translation>ماژول B (پیش‌فرض: ماژولی هم‌نام با ماژول A).</translation>
    </message>
    <message>
        <source>The memory space (0 HBM).</source>
        <translation>فضای حافظه (0 HBM).</translation>
    </message>
    <message>
        <source>What to compare.</source>
        <translation>آنچه مقایسه شود.</translation>
    </message>
    <message>
        <source>Memory Profile timelines: where time 0 is.</source>
        <translation>خط‌های زمانی پروفایل حافظه: زمان 0 کجاست.</translation>
    </message>
    <message>
        <source>Exit with 3 when B&apos;s peak exceeds A&apos;s by more than PERCENT.</source>
        <translation>وقتی اوج B بیش از PERCENT از اوج A فراتر رود، با کد 3 خارج شو.</translation>
    </message>
    <message>
        <source>XSpace file</source>
        <translation>فایل XSpace</translation>
    </message>
    <message>
        <source>trace folder</source>
        <translation>پوشهٔ ردیابی</translation>
    </message>
    <message>
        <source>HloProto (binary)</source>
        <translation>HloProto (دودویی)</translation>
    </message>
    <message>
        <source>HloProto (JSON)</source>
        <translation>HloProto (JSON)</translation>
    </message>
    <message>
        <source>HloProto (text format)</source>
        <translation>HloProto (قالب متنی)</translation>
    </message>
    <message>
        <source>XLA out-of-memory log</source>
        <translation>لاگ کمبود حافظهٔ XLA</translation>
    </message>
    <message>
        <source>none</source>
        <translation>هیچ</translation>
    </message>
    <message>
        <source>Path: %1
</source>
        <translation>مسیر: %1
</translation>
    </message>
    <message>
        <source>Kind: %1
</source>
        <translation>نوع: %1
</translation>
    </message>
    <message>
        <source>Runs (%1, newest first):
</source>
        <translation>اجراها (%1، جدیدترین در آغاز):
</translation>
    </message>
    <message>
        <source>  %1  %2 host(s)%3
</source>
        <translation>  %1  %2 میزبان%3
</translation>
    </message>
    <message>
        <source>  (loaded)</source>
        <translation>  (بارگذاری‌شده)</translation>
    </message>
    <message>
        <source>Hosts (%1):
</source>
        <translation>میزبان‌ها (%1):
</translation>
    </message>
    <message>
        <source>  %1  %2
</source>
        <translation>  %1  %2
</translation>
    </message>
    <message>
        <source>    plane %1: %2 line(s), %3 event(s)
</source>
        <translation>    صفحهٔ %1: %2 خط، %3 رویداد
</translation>
    </message>
    <message>
        <source>Out-of-memory reports (%1; memscope-report oom-report PATH shows them):
</source>
        <translation>گزارش‌های کمبود حافظه (%1؛ memscope-report oom-report PATH آن‌ها را نشان می‌دهد):
</translation>
    </message>
    <message>
        <source>Modules (%1):
</source>
        <translation>ماژول‌ها (%1):
</translation>
    </message>
    <message>
        <source>  %1
</source>
        <translation>  %1
</translation>
    </message>
    <message>
        <source>    name: %1
</source>
        <translation>    نام: %1
</translation>
    </message>
    <message>
        <source>    program id: %1
</source>
        <translation>    program id: %1
</translation>
    </message>
    <message>
        <source>    host: %1
</source>
        <translation>    میزبان: %1
</translation>
    </message>
    <message>
        <source>    memory spaces: %1
</source>
        <translation>    فضاهای حافظه: %1
</translation>
    </message>
    <message>
        <source>    logical buffers: %1, allocations: %2
</source>
        <translation>    بافرهای منطقی: %1، تخصیص‌ها: %2
</translation>
    </message>
    <message>
        <source>Warnings:
</source>
        <translation>هشدارها:
</translation>
    </message>
    <message>
        <source>What a profile holds: runs, hosts, planes, modules.</source>
        <translation>آنچه یک پروفایل در بر دارد: اجراها، میزبان‌ها، صفحه‌ها، ماژول‌ها.</translation>
    </message>
    <message>
        <source>Print JSON for scripts instead of text.</source>
        <translation>به جای متن، JSON برای اسکریپت‌ها چاپ کن.</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>هشدار: %1</translation>
    </message>
    <message>
        <source>Usage: memscope-report COMMAND PATH [OPTIONS]

Commands:
</source>
        <translation>کاربرد: memscope-report COMMAND PATH [OPTIONS]

فرمان‌ها:
</translation>
    </message>
    <message>
        <source>
&apos;memscope-report COMMAND --help&apos; describes a command.
</source>
        <translation>
‏«memscope-report COMMAND --help» یک فرمان را شرح می‌دهد.
</translation>
    </message>
    <message>
        <source>Unknown command &apos;%1&apos;.

%2</source>
        <translation>فرمان ناشناختهٔ «%1».

%2</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Op Name</source>
        <translation>نام عملیات</translation>
    </message>
    <message>
        <source>Allocation</source>
        <translation>تخصیص</translation>
    </message>
    <message>
        <source>Requested</source>
        <translation>درخواستی</translation>
    </message>
    <message>
        <source>Occurrences</source>
        <translation>تعداد</translation>
    </message>
    <message>
        <source>Region type</source>
        <translation>نوع ناحیه</translation>
    </message>
    <message>
        <source>Data type</source>
        <translation>نوع داده</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>شکل</translation>
    </message>
    <message>
        <source>  Memory breakdown at the peak (%1 rows):
</source>
        <translation>  تفکیک حافظه در اوج (%1 سطر):
</translation>
    </message>
    <message>
        <source>    ... %1 more rows: --format csv lists them all.
</source>
        <translation>    ... %1 سطر دیگر: ‎--format csv همه را فهرست می‌کند.
</translation>
    </message>
    <message>
        <source>  Never freed within the window: none.
</source>
        <translation>  هرگز آزادنشده درون پنجره: هیچ.
</translation>
    </message>
    <message>
        <source>  Never freed within the window: %1 allocations, %2 (largest first):
</source>
        <translation>  هرگز آزادنشده درون پنجره: %1 تخصیص، %2 (بزرگ‌ترین در آغاز):
</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>اندازه</translation>
    </message>
    <message>
        <source>Allocated at</source>
        <translation>تخصیص در</translation>
    </message>
    <message>
        <source>Alive for</source>
        <translation>مدت زنده بودن</translation>
    </message>
    <message>
        <source>Memory ID %1 (host %2)
</source>
        <translation>شناسهٔ حافظهٔ %1 (میزبان %2)
</translation>
    </message>
    <message>
        <source>#Allocation</source>
        <translation>#تخصیص</translation>
    </message>
    <message>
        <source>#Deallocation</source>
        <translation>#آزادسازی</translation>
    </message>
    <message>
        <source>Memory Capacity</source>
        <translation>ظرفیت حافظه</translation>
    </message>
    <message>
        <source>Lifetime Peak Heap Usage</source>
        <translation>اوج مصرف هیپ در کل عمر</translation>
    </message>
    <message>
        <source>Profile-window Peak Memory Usage</source>
        <translation>اوج مصرف حافظه در پنجرهٔ پروفایل</translation>
    </message>
    <message>
        <source>%1 (stack + heap)</source>
        <translation>%1 (پشته + هیپ)</translation>
    </message>
    <message>
        <source>  Timestamp</source>
        <translation>  زمان</translation>
    </message>
    <message>
        <source>  Stack Reservation</source>
        <translation>  رزرو پشته</translation>
    </message>
    <message>
        <source>  Heap Allocation</source>
        <translation>  تخصیص هیپ</translation>
    </message>
    <message>
        <source>  Free Memory</source>
        <translation>  حافظهٔ آزاد</translation>
    </message>
    <message>
        <source>  Fragmentation</source>
        <translation>  چندپارگی</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>  Findings:
</source>
        <translation>  یافته‌ها:
</translation>
    </message>
    <message>
        <source>Memory Profile of %1
</source>
        <translation>پروفایل حافظهٔ %1
</translation>
    </message>
    <message>
        <source>There is no memory profile to display because there were no memory activity data in the captured duration. To view memory profile, please profile your workload with host_trace_level &gt;= 2.
</source>
        <translation>پروفایل حافظه‌ای برای نمایش وجود ندارد، زیرا در بازهٔ ضبط‌شده دادهٔ فعالیت حافظه نبود. برای دیدن پروفایل حافظه، با host_trace_level &gt;= 2 از کار خود پروفایل بگیرید.
</translation>
    </message>
    <message>
        <source>Memory IDs: %1
</source>
        <translation>شناسه‌های حافظه: %1
</translation>
    </message>
    <message>
        <source>%1 has no memory id %2. Memory IDs: %3</source>
        <translation>%1 شناسهٔ حافظهٔ %2 را ندارد. شناسه‌های حافظه: %3</translation>
    </message>
    <message>
        <source>XProf&apos;s Memory Profile: the allocation timeline per allocator, its summary, the breakdown at the peak, and findings about leaks and fragmentation.</source>
        <translation>پروفایل حافظهٔ XProf: خط زمانی تخصیص برای هر تخصیص‌دهنده، خلاصهٔ آن، تفکیک در اوج و یافته‌هایی دربارهٔ نشت و چندپارگی.</translation>
    </message>
    <message>
        <source>Only this memory id (allocator).</source>
        <translation>فقط این شناسهٔ حافظه (تخصیص‌دهنده).</translation>
    </message>
    <message>
        <source>Cannot export %1 images: the memscope desktop application was not found next to memscope-report, in ../app/ or in PATH.</source>
        <translation>صدور تصاویر %1 ممکن نیست: برنامهٔ دسکتاپ memscope در کنار memscope-report، در ‎../app/ یا در PATH پیدا نشد.</translation>
    </message>
    <message>
        <source>Cannot create the directory %1.</source>
        <translation>ساختن پوشهٔ %1 ممکن نیست.</translation>
    </message>
    <message>
        <source>Cannot start %1: %2</source>
        <translation>اجرای %1 ممکن نیست: %2</translation>
    </message>
    <message>
        <source>Exporting %1 images with %2 failed (exit code %3)%4</source>
        <translation>صدور تصاویر %1 با %2 ناموفق بود (کد خروج %3)%4</translation>
    </message>
    <message>
        <source>%1 holds no XLA module with a buffer assignment, so there is no memory to show.</source>
        <translation>%1 هیچ ماژول XLA با buffer assignment ندارد، پس حافظه‌ای برای نمایش نیست.</translation>
    </message>
    <message>
        <source>Module %1 (the largest peak of %2 modules; choose another with --module).</source>
        <translation>ماژول %1 (بزرگ‌ترین اوج در میان %2 ماژول؛ با ‎--module ماژول دیگری انتخاب کنید).</translation>
    </message>
    <message>
        <source>warning: module %1 has no allocations in memory space %2; it has: %3.</source>
        <translation>هشدار: ماژول %1 در فضای حافظهٔ %2 هیچ تخصیصی ندارد؛ این‌ها را دارد: %3.</translation>
    </message>
    <message>
        <source>No memory allocation timeline available: module %1 has no simulated temporary allocation in memory space %2.</source>
        <translation>خط زمانی تخصیص حافظه در دسترس نیست: ماژول %1 در فضای حافظهٔ %2 هیچ تخصیص موقت شبیه‌سازی‌شده‌ای ندارد.</translation>
    </message>
    <message>
        <source>XProf&apos;s Memory Viewer analysis of one module and memory space: its JSON, the text overview, the buffers at the peak as CSV or the allocation timeline as DOT; the charts as images.</source>
        <translation>تحلیل نمایشگر حافظهٔ XProf برای یک ماژول و یک فضای حافظه: JSON آن، نمای کلی متنی، بافرهای اوج به صورت CSV یا خط زمانی تخصیص به صورت DOT؛ و نمودارها به صورت تصویر.</translation>
    </message>
    <message>
        <source>The module (default: the one with the largest peak).</source>
        <translation>ماژول (پیش‌فرض: ماژولِ دارای بزرگ‌ترین اوج).</translation>
    </message>
    <message>
        <source>Memory space (allocation colour), default 0 (HBM).</source>
        <translation>فضای حافظه (رنگ تخصیص)، پیش‌فرض 0 (HBM).</translation>
    </message>
    <message>
        <source>Buffers below this size fold into one entry (0: none); default 16384.</source>
        <translation>بافرهای کوچک‌تر از این اندازه در یک مدخل جمع می‌شوند (0: هیچ)؛ پیش‌فرض 16384.</translation>
    </message>
    <message>
        <source>Also export the charts as PNG into this directory.</source>
        <translation>نمودارها را به صورت PNG نیز در این پوشه صادر کن.</translation>
    </message>
    <message>
        <source>Also export the charts as SVG into this directory.</source>
        <translation>نمودارها را به صورت SVG نیز در این پوشه صادر کن.</translation>
    </message>
    <message>
        <source>%1 has no module &apos;%2&apos;. Its modules: %3</source>
        <translation>%1 ماژول «%2» را ندارد. ماژول‌های آن: %3</translation>
    </message>
    <message>
        <source>(size unknown)</source>
        <translation>(اندازهٔ نامعلوم)</translation>
    </message>
    <message>
        <source>Unpadded size</source>
        <translation>اندازهٔ بدون لایه‌گذاری</translation>
    </message>
    <message>
        <source>Extra memory due to padding</source>
        <translation>حافظهٔ اضافی ناشی از لایه‌گذاری</translation>
    </message>
    <message>
        <source>%1 (%2x expansion)</source>
        <translation>%1 (بزرگ‌شدن %2 برابری)</translation>
    </message>
    <message>
        <source>Allocation type</source>
        <translation>نوع تخصیص</translation>
    </message>
    <message>
        <source>Instruction</source>
        <translation>دستور</translation>
    </message>
    <message>
        <source>Framework op</source>
        <translation>عملیات چارچوب</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>منبع</translation>
    </message>
    <message>
        <source>Not in the report</source>
        <translation>در گزارش نیست</translation>
    </message>
    <message>
        <source>Report %1 of %2 (%3)
</source>
        <translation>گزارش %1 از %2 (%3)
</translation>
    </message>
    <message>
        <source>%1 (%2)
</source>
        <translation>%1 (%2)
</translation>
    </message>
    <message>
        <source>Warnings
</source>
        <translation>هشدارها
</translation>
    </message>
    <message>
        <source>Not in the report (it is not a profile)
</source>
        <translation>در گزارش نیست (گزارش پروفایل نیست)
</translation>
    </message>
    <message>
        <source>Cannot read standard input: %1</source>
        <translation>خواندن ورودی استاندارد ممکن نیست: %1</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>ورودی استاندارد</translation>
    </message>
    <message>
        <source>No XLA out-of-memory report found in %1: it is a profile, not a log (memscope-report info shows what it holds).</source>
        <translation>هیچ گزارش کمبود حافظهٔ XLA در %1 پیدا نشد: این یک پروفایل است، نه لاگ (memscope-report info نشان می‌دهد چه چیزی در آن است).</translation>
    </message>
    <message>
        <source>warning: report %1 (%2): %3</source>
        <translation>هشدار: گزارش %1 (%2): %3</translation>
    </message>
    <message>
        <source>The XLA out-of-memory reports in a log (plain or gzip; - reads standard input): requested size, allocation statistics and the peak buffers.</source>
        <translation>گزارش‌های کمبود حافظهٔ XLA در یک لاگ (ساده یا gzip؛ - ورودی استاندارد را می‌خواند): اندازهٔ درخواستی، آمار تخصیص و بافرهای اوج.</translation>
    </message>
    <message>
        <source>The Overview Page of a profile: the run&apos;s performance summary on TPU or GPU.</source>
        <translation>صفحهٔ نمای کلی یک پروفایل: خلاصهٔ کارایی اجرا روی TPU یا GPU.</translation>
    </message>
    <message>
        <source>%1: no host named &apos;%2&apos;</source>
        <translation>%1: میزبانی به نام «%2» وجود ندارد</translation>
    </message>
    <message>
        <source>--plane: &apos;%1&apos; is not a valid regular expression (%2).</source>
        <translation>‎--plane: «%1» عبارت باقاعدهٔ معتبری نیست (%2).</translation>
    </message>
    <message>
        <source>--start-ms and --end-ms need numbers of milliseconds, the end not before the start.</source>
        <translation>‎--start-ms و ‎--end-ms به عددی بر حسب میلی‌ثانیه نیاز دارند، و پایان نباید پیش از آغاز باشد.</translation>
    </message>
    <message>
        <source>Cannot write the trace to the standard output.</source>
        <translation>نوشتن ردیابی در خروجی استاندارد ممکن نیست.</translation>
    </message>
    <message>
        <source>The run&apos;s timeline, every event of every plane, as Chrome trace-event JSON (Perfetto, chrome://tracing) or CSV.</source>
        <translation>خط زمانی اجرا، همهٔ رویدادهای همهٔ صفحه‌ها، به صورت Chrome trace-event JSON (Perfetto، chrome://tracing) یا CSV.</translation>
    </message>
    <message>
        <source>Only this host of a trace folder.</source>
        <translation>فقط این میزبان از پوشهٔ ردیابی.</translation>
    </message>
    <message>
        <source>Only the planes whose names match this pattern.</source>
        <translation>فقط صفحه‌هایی که نامشان با این الگو تطابق دارد.</translation>
    </message>
    <message>
        <source>Only events that end after T ms from the trace&apos;s start.</source>
        <translation>فقط رویدادهایی که پس از T میلی‌ثانیه از آغاز ردیابی پایان می‌یابند.</translation>
    </message>
    <message>
        <source>Only events that start before T ms from the trace&apos;s start.</source>
        <translation>فقط رویدادهایی که پیش از T میلی‌ثانیه از آغاز ردیابی آغاز می‌شوند.</translation>
    </message>
    <message>
        <source>Chrome trace-event JSON</source>
        <translation>Chrome trace-event JSON</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more (memscope-report info %2 lists them all)</source>
        <translation>
            <numerusform>%1 و %n مورد دیگر (memscope-report info %2 همه را فهرست می‌کند)</numerusform>
        </translation>
    </message>
    <message>
        <source>    a trace only (Chrome trace-event JSON, %1 event objects): memscope-report trace PATH shows it
</source>
        <translation>    فقط یک ردیابی (Chrome trace-event JSON، %1 شیء رویداد): memscope-report trace PATH آن را نشان می‌دهد
</translation>
    </message>
    <message>
        <source>PyTorch memory snapshot</source>
        <translation>عکس‌برداری حافظهٔ PyTorch</translation>
    </message>
    <message>
        <source>before the trace</source>
        <translation>پیش از ردگیری</translation>
    </message>
    <message>
        <source>action %1 (+%2 ms)</source>
        <translation>کنش %1 (+%2 ms)</translation>
    </message>
    <message>
        <source>action %1</source>
        <translation>کنش %1</translation>
    </message>
    <message>
        <source>(%1 C++ frames folded)
</source>
        <translation>(%1 قاب C++ تا شده)
</translation>
    </message>
    <message>
        <source>    %1 at %2, stream %3, allocated %4, freed %5
</source>
        <translation>    %1 در %2، جریان %3، تخصیص: %4، آزادسازی: %5
</translation>
    </message>
    <message>
        <source>never</source>
        <translation>هرگز</translation>
    </message>
    <message>
        <source>(no frames: allocated before the history was recorded)</source>
        <translation>(بدون قاب: پیش از ثبت تاریخچه تخصیص یافته)</translation>
    </message>
    <message>
        <source>    ... and %1 more: --top or --format csv lists them.
</source>
        <translation>    ... و %1 مورد دیگر: ‎--top یا ‎--format csv آن‌ها را فهرست می‌کند.
</translation>
    </message>
    <message>
        <source>Device %1 — trace events: %2
</source>
        <translation>دستگاه %1 — رویدادهای ردگیری: %2
</translation>
    </message>
    <message>
        <source>  Allocations: %1 (live at the start: %2, %3; live at the end: %4, %5)
</source>
        <translation>  تخصیص‌ها: %1 (زنده در آغاز: %2، %3؛ زنده در پایان: %4، %5)
</translation>
    </message>
    <message>
        <source>  Peak: %1 (%2 bytes) %3; allocations live: %4
</source>
        <translation>  اوج: %1 (%2 بایت) %3؛ تخصیص‌های زنده: %4
</translation>
    </message>
    <message>
        <source>at the start</source>
        <translation>در آغاز</translation>
    </message>
    <message>
        <source>after %1</source>
        <translation>پس از %1</translation>
    </message>
    <message>
        <source>  Reserved: %1 (segments: %2); in them %3 allocated, %4 pending free, %5 inactive
</source>
        <translation>  رزروشده: %1 (بخش‌ها: %2)؛ در آن‌ها %3 تخصیص‌یافته، %4 در انتظار آزادسازی، %5 غیرفعال
</translation>
    </message>
    <message>
        <source>  Largest allocations at the peak:
</source>
        <translation>  بزرگ‌ترین تخصیص‌ها در اوج:
</translation>
    </message>
    <message>
        <source>  Never freed: none (every allocation made in the trace was freed in it).
</source>
        <translation>  هرگز آزاد نشده: هیچ (هر تخصیص ردگیری در همان ردگیری آزاد شد).
</translation>
    </message>
    <message>
        <source>  Never freed (made in the trace, still live at its end) — allocations: %1, %2:
</source>
        <translation>  هرگز آزاد نشده (ساخته‌شده در ردگیری، هنوز زنده در پایان) — تخصیص‌ها: %1، %2:
</translation>
    </message>
    <message>
        <source>  Out of memory: none.
</source>
        <translation>  کمبود حافظه: هیچ.
</translation>
    </message>
    <message>
        <source>  Out of memory after %1: %2 requested, %3 free on the device, %4 allocated
</source>
        <translation>  کمبود حافظه پس از %1: %2 درخواست‌شده، %3 آزاد روی دستگاه، %4 تخصیص‌یافته
</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>نامعلوم</translation>
    </message>
    <message>
        <source>(no frames recorded)</source>
        <translation>(هیچ قابی ثبت نشده)</translation>
    </message>
    <message>
        <source>%1: not a PyTorch memory snapshot; memscope-report info says what it is</source>
        <translation>%1: عکس‌برداری حافظهٔ PyTorch نیست؛ memscope-report info می‌گوید چیست</translation>
    </message>
    <message>
        <source>%1: no device %2; the snapshot has: %3</source>
        <translation>%1: دستگاه %2 وجود ندارد؛ عکس‌برداری دارد: %3</translation>
    </message>
    <message>
        <source>PyTorch memory snapshot %1 — devices: %2, trace events: %3, segments: %4%5
</source>
        <translation>عکس‌برداری حافظهٔ PyTorch ‏%1 — دستگاه‌ها: %2، رویدادهای ردگیری: %3، بخش‌ها: %4%5
</translation>
    </message>
    <message>
        <source> (no times in the trace: actions are in event order)</source>
        <translation> (ردگیری زمان ندارد: کنش‌ها به ترتیب رویدادند)</translation>
    </message>
    <message>
        <source>Only this device (an index of device_traces).</source>
        <translation>فقط این دستگاه (یک اندیس از device_traces).</translation>
    </message>
    <message>
        <source>How many allocations to list at the peak and never freed.</source>
        <translation>چند تخصیص در اوج و در هرگز‌آزادنشده‌ها فهرست شود.</translation>
    </message>
    <message>
        <source>PyTorch memory snapshot comparison
A: %1
B: %2
</source>
        <translation>مقایسهٔ تصویر لحظه‌ای حافظهٔ PyTorch
A: %1
B: %2
</translation>
    </message>
    <message>
        <source>
Device %1%2
</source>
        <translation>
دستگاه %1%2
</translation>
    </message>
    <message>
        <source>  Live at the peak by call stack, largest change first (%1 stacks):
</source>
        <translation>  زنده در اوج بر پایهٔ پشتهٔ فراخوانی، بزرگ‌ترین تغییر نخست (%1 پشته):
</translation>
    </message>
    <message>
        <source>    %1 -&gt; %2 (%3), %4 -&gt; %5 allocations
</source>
        <translation>    %1 -&gt; %2 (%3)، %4 -&gt; %5 تخصیص
</translation>
    </message>
    <message>
        <source>(no frames)</source>
        <translation>(بدون قاب)</translation>
    </message>
    <message>
        <source>    ... %1 more: --format csv lists them all.
</source>
        <translation>    ... %1 مورد دیگر: ‎--format csv همه را فهرست می‌کند.
</translation>
    </message>
    <message>
        <source>%1 is a PyTorch memory snapshot and %2 is not: compare two snapshots.</source>
        <translation>%1 یک تصویر لحظه‌ای حافظهٔ PyTorch است و %2 نیست: دو تصویر لحظه‌ای را مقایسه کنید.</translation>
    </message>
    <message>
        <source>Two profiles, two modules or two PyTorch memory snapshots side by side with the deltas; with --fail-if-peak-grows a gate for CI.</source>
        <translation>دو پروفایل، دو ماژول یا دو تصویر لحظه‌ای حافظهٔ PyTorch کنار هم با تفاوت‌ها؛ با ‎--fail-if-peak-grows دروازه‌ای برای CI.</translation>
    </message>
    <message>
        <source>  Iterations: none found (no annotation starts twice and the allocations do not repeat evenly over the trace), so no growth from one to the next.
</source>
        <translation>  تکرارها: پیدا نشد (هیچ حاشیه‌نویسی دو بار آغاز نمی‌شود و تخصیص‌ها در سراسر ردیابی یکنواخت تکرار نمی‌شوند)، پس رشدی از یکی به بعدی نیست.
</translation>
    </message>
    <message>
        <source>  Iterations: %1, each starting at the annotation %2
</source>
        <translation>  تکرارها: %1، هر کدام در حاشیه‌نویسی %2 آغاز می‌شود
</translation>
    </message>
    <message>
        <source>  Iterations: %1, each starting with the allocation of this stack (the allocations repeat evenly over them):
</source>
        <translation>  تکرارها: %1، هر کدام با تخصیص این پشته آغاز می‌شود (تخصیص‌ها در آن‌ها یکنواخت تکرار می‌شوند):
</translation>
    </message>
    <message>
        <source>memory grows from one iteration to the next.</source>
        <translation>حافظه از یک تکرار به تکرار بعد رشد می‌کند.</translation>
    </message>
    <message>
        <source>no steady growth.</source>
        <translation>رشد پیوسته‌ای نیست.</translation>
    </message>
    <message>
        <source>  What grew from the second iteration&apos;s start to the last&apos;s, by stack:
</source>
        <translation>  آنچه از آغاز تکرار دوم تا آغاز آخری رشد کرد، بر اساس پشته:
</translation>
    </message>
    <message>
        <source>    +%1 in %2 more allocations
</source>
        <translation>    +%1 در %2 تخصیص بیشتر
</translation>
    </message>
    <message>
        <source>    ... and %1 more stacks: --top lists them.
</source>
        <translation>    ... و %1 پشتهٔ دیگر: --top آن‌ها را فهرست می‌کند.
</translation>
    </message>
    <message>
        <source>A PyTorch CUDA memory snapshot (torch.cuda.memory._dump_snapshot): per device the peak as PyTorch&apos;s memory viewer computes it, the largest allocations live there with their stacks, what was never freed, the out-of-memory events, and whether memory grows from one iteration to the next.</source>
        <translation>یک عکس فوری حافظهٔ CUDA در PyTorch (torch.cuda.memory._dump_snapshot): برای هر دستگاه اوج، همان‌گونه که نمایشگر حافظهٔ PyTorch حساب می‌کند، بزرگ‌ترین تخصیص‌های زنده در آنجا با پشته‌هایشان، آنچه هرگز آزاد نشد، رویدادهای کمبود حافظه، و اینکه آیا حافظه از یک تکرار به تکرار بعد رشد می‌کند.</translation>
    </message>
    <message>
        <source>  Live when they start: %1 at the first (%2), %3 at the last (%4)
</source>
        <translation>  زنده هنگام آغاز: در اولی %1 (%2)، در آخری %3 (%4)
</translation>
    </message>
    <message>
        <source>  From the second&apos;s start to the last&apos;s (the first sets up what a loop keeps): %1, rising in %2 of %3 steps: %4
</source>
        <translation>  از آغاز دومی تا آغاز آخری (اولی آنچه حلقه نگه می‌دارد را برپا می‌کند): %1، افزایش در %2 گام از %3 گام: %4
</translation>
    </message>
    <message>
        <source>  From the first&apos;s start to the last&apos;s: %1, rising in %2 of %3 steps: %4
</source>
        <translation>  از آغاز اولی تا آغاز آخری: %1، افزایش در %2 گام از %3 گام: %4
</translation>
    </message>
    <message>
        <source>Device %1, stream %2 only — its trace events: %3
</source>
        <translation>دستگاه %1، فقط جریان %2 — رویدادهای ردیابی آن: %3
</translation>
    </message>
    <message>
        <source>%1: no stream %2; the snapshot has: %3</source>
        <translation>%1: جریان %2 وجود ندارد؛ عکس فوری دارای این‌هاست: %3</translation>
    </message>
    <message>
        <source>Only this CUDA stream&apos;s allocations and segments (the value torch records: 0, or a pointer such as 0x55d0e2f0a420).</source>
        <translation>فقط تخصیص‌ها و قطعه‌های این جریان CUDA (مقداری که torch ثبت می‌کند: 0، یا یک اشاره‌گر مانند 0x55d0e2f0a420).</translation>
    </message>
</context>
<context>
    <name>memscope::torch</name>
    <message>
        <source>byte %L1: %2</source>
        <translation>بایت %L1: %2</translation>
    </message>
    <message>
        <source>the file ends at byte %L1, inside %2, which needs %L3 more bytes</source>
        <translation>فایل در بایت %L1 درون %2 تمام می‌شود که %L3 بایت دیگر لازم دارد</translation>
    </message>
    <message>
        <source>%1 has no end of line before the end of the file</source>
        <translation>%1 پیش از پایان فایل پایان خط ندارد</translation>
    </message>
    <message>
        <source>an integer of %L1 bytes; a memory snapshot&apos;s fit in 8</source>
        <translation>یک عدد صحیح %L1 بایتی؛ اعداد عکس‌برداری حافظه در ۸ بایت جا می‌شوند</translation>
    </message>
    <message>
        <source>%1 finds nothing on the stack to take</source>
        <translation>%1 چیزی روی پشته برای برداشتن نمی‌یابد</translation>
    </message>
    <message>
        <source>%1 without a MARK before it</source>
        <translation>%1 بدون MARK پیش از آن</translation>
    </message>
    <message>
        <source>a container holds itself; a memory snapshot never does</source>
        <translation>یک ظرف خودش را در بر دارد؛ عکس‌برداری حافظه هرگز چنین نیست</translation>
    </message>
    <message>
        <source>%1 adds to something that is not a %2 being built</source>
        <translation>%1 به چیزی می‌افزاید که %2 در حال ساخت نیست</translation>
    </message>
    <message>
        <source>a %1&apos;s &apos;%2&apos; is not an integer</source>
        <translation>&apos;%2&apos; یک %1 عدد صحیح نیست</translation>
    </message>
    <message>
        <source>a trace event&apos;s &apos;action&apos; is not a string</source>
        <translation>&apos;action&apos; یک رویداد ردگیری رشته نیست</translation>
    </message>
    <message>
        <source>more than 4 294 967 295 trace events</source>
        <translation>بیش از ۴ ۲۹۴ ۹۶۷ ۲۹۵ رویداد ردگیری</translation>
    </message>
    <message>
        <source>a segment&apos;s blocks hold something that is not a block</source>
        <translation>بلوک‌های یک بخش چیزی دارند که بلوک نیست</translation>
    </message>
    <message>
        <source>nothing on the stack to keep in the memo</source>
        <translation>چیزی روی پشته برای نگه‌داشتن در حافظه نیست</translation>
    </message>
    <message>
        <source>memo slot %L1 out of order (the memo holds %L2)</source>
        <translation>خانهٔ حافظهٔ %L1 خارج از ترتیب است (حافظه %L2 دارد)</translation>
    </message>
    <message>
        <source>memo slot %L1 was never filled (the memo holds %L2)</source>
        <translation>خانهٔ حافظهٔ %L1 هرگز پر نشد (حافظه %L2 دارد)</translation>
    </message>
    <message>
        <source>DICT with a key without a value</source>
        <translation>DICT با کلیدی بدون مقدار</translation>
    </message>
    <message>
        <source>%1 has no container below its MARK</source>
        <translation>%1 زیر MARK خود ظرفی ندارد</translation>
    </message>
    <message>
        <source>SETITEMS with a key without a value</source>
        <translation>SETITEMS با کلیدی بدون مقدار</translation>
    </message>
    <message>
        <source>opcode %1 (a protocol 0 string) is not read; snapshots are written with protocol 2 or later</source>
        <translation>کد عملیات %1 (رشتهٔ پروتکل ۰) خوانده نمی‌شود؛ عکس‌برداری‌ها با پروتکل ۲ یا بالاتر نوشته می‌شوند</translation>
    </message>
    <message>
        <source>opcode %1 asks for %2; a memory snapshot never does, so the file is refused (nothing in it was run)</source>
        <translation>کد عملیات %1 ‏%2 را می‌خواهد؛ عکس‌برداری حافظه هرگز نمی‌خواهد، پس فایل رد شد (هیچ چیز از آن اجرا نشد)</translation>
    </message>
    <message>
        <source>opcode %1 asks to build an object or call a function; a memory snapshot never does, so the file is refused (nothing in it was run)</source>
        <translation>کد عملیات %1 می‌خواهد شیئی بسازد یا تابعی را فراخواند؛ عکس‌برداری حافظه هرگز چنین نمی‌کند، پس فایل رد شد (هیچ چیز از آن اجرا نشد)</translation>
    </message>
    <message>
        <source>the file ends before the pickle&apos;s STOP</source>
        <translation>فایل پیش از STOP ‏pickle تمام می‌شود</translation>
    </message>
    <message>
        <source>pickle protocol %1; snapshots are read in protocols 2 to 5</source>
        <translation>پروتکل pickle ‏%1؛ عکس‌برداری‌ها در پروتکل‌های ۲ تا ۵ خوانده می‌شوند</translation>
    </message>
    <message>
        <source>DUP finds nothing on the stack to copy</source>
        <translation>DUP چیزی روی پشته برای رونوشت نمی‌یابد</translation>
    </message>
    <message>
        <source>DUP of a container being built; Python&apos;s pickler never writes it</source>
        <translation>DUP ظرفی در حال ساخت؛ pickler پایتون هرگز آن را نمی‌نویسد</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number</source>
        <translation>&apos;%1&apos; عدد صحیح نیست</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>&apos;%1&apos; عدد نیست</translation>
    </message>
    <message>
        <source>TUPLE%1 finds fewer than %1 values on the stack</source>
        <translation>TUPLE%1 کمتر از %1 مقدار روی پشته می‌یابد</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a memo slot</source>
        <translation>&apos;%1&apos; خانهٔ حافظه نیست</translation>
    </message>
    <message>
        <source>0x%1 is not a pickle opcode</source>
        <translation>0x%1 کد عملیات pickle نیست</translation>
    </message>
    <message>
        <source>the pickle holds no dict with &apos;segments&apos; or &apos;device_traces&apos;: it is not a PyTorch memory snapshot</source>
        <translation>pickle هیچ دیکشنری با &apos;segments&apos; یا &apos;device_traces&apos; ندارد: عکس‌برداری حافظهٔ PyTorch نیست</translation>
    </message>
    <message>
        <source>&apos;segments&apos; is not a list</source>
        <translation>&apos;segments&apos; فهرست نیست</translation>
    </message>
    <message>
        <source>&apos;segments&apos; holds something that is not a segment</source>
        <translation>&apos;segments&apos; چیزی دارد که بخش نیست</translation>
    </message>
    <message>
        <source>&apos;device_traces&apos; is not a list</source>
        <translation>&apos;device_traces&apos; فهرست نیست</translation>
    </message>
    <message>
        <source>&apos;device_traces&apos; holds something that is not a list</source>
        <translation>&apos;device_traces&apos; چیزی دارد که فهرست نیست</translation>
    </message>
    <message>
        <source>a device&apos;s trace holds something that is not a trace event</source>
        <translation>ردگیری یک دستگاه چیزی دارد که رویداد ردگیری نیست</translation>
    </message>
</context>
<context>
    <name>memscope::trace</name>
    <message>
        <source>%1: the event at byte %2 cannot be read</source>
        <translation>%1: رویداد در بایت %2 قابل خواندن نیست</translation>
    </message>
    <message>
        <source>the plane at byte %1 cannot be parsed for the event grouping, so no steps are shown</source>
        <translation>صفحه در بایت %1 برای گروه‌بندی رویدادها قابل تجزیه نیست، پس گامی نشان داده نمی‌شود</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>لغو شد</translation>
    </message>
    <message>
        <source>the trace JSON is not valid at byte %1 of %2 (decompressed): %3</source>
        <translation>JSON ردیابی در بایت %1 از %2 (پس از باز شدن فشردگی) معتبر نیست: %3</translation>
    </message>
    <message>
        <source>the trace JSON is not valid at byte %1 of %2: %3</source>
        <translation>JSON ردیابی در بایت %1 از %2 معتبر نیست: %3</translation>
    </message>
    <message>
        <source>it ends where %1 should follow</source>
        <translation>جایی تمام می‌شود که باید %1 بیاید</translation>
    </message>
    <message>
        <source>expected %1, found &apos;%2&apos;</source>
        <translation>%1 انتظار می‌رفت، اما «%2» پیدا شد</translation>
    </message>
    <message>
        <source>a string is not closed</source>
        <translation>یک رشته بسته نشده است</translation>
    </message>
    <message>
        <source>&apos;\%1&apos; is not a JSON escape</source>
        <translation>«\%1» یک گریز JSON نیست</translation>
    </message>
    <message>
        <source>values are nested deeper than %1 levels</source>
        <translation>مقادیر بیش از %1 سطح تودرتو هستند</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a JSON value</source>
        <translation>«%1» یک مقدار JSON نیست</translation>
    </message>
    <message>
        <source>a \u escape needs four hex digits</source>
        <translation>گریز \u به چهار رقم شانزده‌شانزدهی نیاز دارد</translation>
    </message>
    <message>
        <source>the object has no &quot;traceEvents&quot; array</source>
        <translation>این شیء آرایهٔ «traceEvents» ندارد</translation>
    </message>
    <message>
        <source>more follows the trace</source>
        <translation>پس از ردیابی دادهٔ دیگری آمده است</translation>
    </message>
    <message numerus="yes">
        <source>%n begin event(s) (&quot;B&quot;) without an end, shown up to the trace&apos;s end</source>
        <translation>
            <numerusform>%n رویداد آغاز («B») بدون پایان، تا پایان ردیابی نشان داده شد</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n end event(s) (&quot;E&quot;) without a begin, left out</source>
        <translation>
            <numerusform>%n رویداد پایان («E») بدون آغاز، کنار گذاشته شد</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) without a valid &quot;ts&quot;, left out</source>
        <translation>
            <numerusform>%n رویداد بدون «ts» معتبر، کنار گذاشته شد</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) of phase &quot;%1&quot;, which the Trace Viewer does not show, left out</source>
        <translation>
            <numerusform>%n رویداد از فاز «%1» که نمایشگر ردیابی نشان نمی‌دهد، کنار گذاشته شد</numerusform>
        </translation>
    </message>
    <message>
        <source>neither an XSpace nor Chrome trace-event JSON, so it has no trace</source>
        <translation>نه XSpace است و نه Chrome trace-event JSON، پس ردیابی ندارد</translation>
    </message>
</context>
<context>
    <name>memscope::xplane</name>
    <message>
        <source>the XSpace is damaged at byte %1 of %2</source>
        <translation>XSpace در بایت %1 از %2 آسیب دیده است</translation>
    </message>
</context>
</TS>
