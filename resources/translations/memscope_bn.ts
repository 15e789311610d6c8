<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="bn_BD">
<context>
    <name>memscope</name>
    <message>
        <source>Memscope</source>
        <translation>Memscope</translation>
    </message>
    <message>
        <source>Show this help and exit.</source>
        <translation>এই সহায়তা দেখিয়ে বেরিয়ে যান।</translation>
    </message>
    <message>
        <source>Show the version and exit.</source>
        <translation>সংস্করণ দেখিয়ে বেরিয়ে যান।</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>Image formats for --export, comma-separated: png, svg, pdf (default png).</source>
        <translation>--export-এর ছবির ফরম্যাট, কমা দিয়ে আলাদা: png, svg, pdf (ডিফল্ট png)।</translation>
    </message>
    <message>
        <source>FORMATS</source>
        <translation>FORMATS</translation>
    </message>
    <message>
        <source>The module to show: its name, program id or name(program_id). Default: the largest HBM peak.</source>
        <translation>যে মডিউল দেখানো হবে: তার নাম, program id বা name(program_id)। ডিফল্ট: সবচেয়ে বড় HBM শীর্ষের মডিউল।</translation>
    </message>
    <message>
        <source>MODULE</source>
        <translation>MODULE</translation>
    </message>
    <message>
        <source>The memory type to show: 0 HBM, 1 VMEM, 2 SFlag, 3 CMEM, 4 SMEM, 5 Host, 6 SparseCore (default 0).</source>
        <translation>যে মেমরি টাইপ দেখানো হবে: 0 HBM, 1 VMEM, 2 SFlag, 3 CMEM, 4 SMEM, 5 Host, 6 SparseCore (ডিফল্ট 0)।</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Group buffers smaller than BYTES into one entry (default 16384; 0 = none).</source>
        <translation>BYTES-এর চেয়ে ছোট বাফারগুলো একটি এন্ট্রিতে একত্র করুন (ডিফল্ট 16384; 0 = কোনোটিই নয়)।</translation>
    </message>
    <message>
        <source>BYTES</source>
        <translation>BYTES</translation>
    </message>
    <message>
        <source>Print &quot;opened: PATH&quot; on standard output each time a profile is shown.</source>
        <translation>প্রতিবার কোনো প্রোফাইল দেখানো হলে স্ট্যান্ডার্ড আউটপুটে &quot;opened: PATH&quot; ছাপুন।</translation>
    </message>
    <message>
        <source>Open a new window even when Memscope already runs (by default the paths open as tabs there).</source>
        <translation>Memscope আগে থেকে চললেও একটি নতুন উইন্ডো খুলুন (ডিফল্টভাবে পাথগুলো সেখানে ট্যাব হিসেবে খোলে)।</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>PATH</translation>
    </message>
    <message>
        <source>Profiles to open.</source>
        <translation>যে প্রোফাইলগুলো খোলা হবে।</translation>
    </message>
    <message>
        <source>[PATH…]</source>
        <translation>[PATH…]</translation>
    </message>
    <message>
        <source>Unknown export format &apos;%1&apos;: use png, svg or pdf.</source>
        <translation>অজানা এক্সপোর্ট ফরম্যাট &apos;%1&apos;: png, svg বা pdf ব্যবহার করুন।</translation>
    </message>
    <message>
        <source>--%1 needs a whole number of at least 0, not &apos;%2&apos;.</source>
        <translation>--%1-এর জন্য অন্তত 0 একটি পূর্ণসংখ্যা দরকার, &apos;%2&apos; নয়।</translation>
    </message>
    <message>
        <source>--export needs exactly one PATH, got %1.</source>
        <translation>--export-এর জন্য ঠিক একটি PATH দরকার, পাওয়া গেছে %1টি।</translation>
    </message>
    <message>
        <source>Cannot write %1: there is nothing to draw</source>
        <translation>%1 লেখা যাচ্ছে না: আঁকার মতো কিছু নেই</translation>
    </message>
    <message>
        <source>Cannot write %1: the PNG encoder failed</source>
        <translation>%1 লেখা যাচ্ছে না: PNG এনকোডার ব্যর্থ হয়েছে</translation>
    </message>
    <message>
        <source>Memscope export</source>
        <translation>Memscope এক্সপোর্ট</translation>
    </message>
    <message>
        <source>Cannot write %1: there is no view to export</source>
        <translation>%1 লেখা যাচ্ছে না: এক্সপোর্ট করার মতো কোনো ভিউ নেই</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG ছবি (*.png)</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG ছবি (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF নথি (*.pdf)</translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation>PNG হিসেবে সংরক্ষণ…</translation>
    </message>
    <message>
        <source>Save as SVG…</source>
        <translation>SVG হিসেবে সংরক্ষণ…</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>PDF হিসেবে সংরক্ষণ…</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>এক্সপোর্ট ব্যর্থ হয়েছে</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>%1 এক্সপোর্ট</translation>
    </message>
    <message>
        <source>Copy as Image</source>
        <translation>ছবি হিসেবে কপি</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>%1 লেখা হয়েছে</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>%1 ফোল্ডার তৈরি করা যাচ্ছে না।</translation>
    </message>
    <message>
        <source>%1 has no module named &apos;%2&apos;.</source>
        <translation>%1-এ &apos;%2&apos; নামে কোনো মডিউল নেই।</translation>
    </message>
    <message>
        <source>%1 contains no XLA modules.</source>
        <translation>%1-এ কোনো XLA মডিউল নেই।</translation>
    </message>
    <message>
        <source>%1 carries no buffer assignment to analyse.</source>
        <translation>%1-এ বিশ্লেষণ করার মতো কোনো buffer assignment নেই।</translation>
    </message>
    <message>
        <source>%1 allocates nothing in memory space %2 (%3).</source>
        <translation>%1 মেমরি স্পেস %2 (%3)-এ কিছুই বরাদ্দ করে না।</translation>
    </message>
    <message>
        <source>%1 cannot be analysed: %2</source>
        <translation>%1 বিশ্লেষণ করা যাচ্ছে না: %2</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>সিস্টেমের ভাষা</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>ভাষা(&amp;L)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>ভাষা</translation>
    </message>
    <message>
        <source>Memscope shows the new language when it starts again.</source>
        <translation>Memscope পরের বার চালু হলে নতুন ভাষা দেখাবে।</translation>
    </message>
    <message>
        <source>The report begins at line %1 with its buffer list: the lines above it (what failed and the totals) are not in the text.</source>
        <translation>রিপোর্টটি লাইন %1-এ তার বাফার তালিকা দিয়ে শুরু হয়েছে: এর উপরের লাইনগুলো (কী ব্যর্থ হয়েছে এবং মোট হিসাব) লেখায় নেই।</translation>
    </message>
    <message>
        <source>Line %1: the %2 &quot;%3&quot; is not a size.</source>
        <translation>লাইন %1: %2 &quot;%3&quot; কোনো আকার নয়।</translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; appears outside any buffer and was ignored.</source>
        <translation>লাইন %1: &quot;%2&quot; কোনো বাফারের বাইরে আছে এবং উপেক্ষা করা হয়েছে।</translation>
    </message>
    <message>
        <source>Line %1: the size &quot;%2&quot; of buffer %3 is not a size.</source>
        <translation>লাইন %1: বাফার %3-এর আকার &quot;%2&quot; কোনো আকার নয়।</translation>
    </message>
    <message>
        <source>Buffer %1 (line %2) is cut off: the report does not give its %3.</source>
        <translation>বাফার %1 (লাইন %2) অসম্পূর্ণ: রিপোর্টে এর %3 নেই।</translation>
    </message>
    <message>
        <source>Buffer %1 (line %2) has no closing &quot;====&quot; line; the report may be cut off after it.</source>
        <translation>বাফার %1 (লাইন %2)-এর কোনো সমাপ্তিসূচক &quot;====&quot; লাইন নেই; রিপোর্টটি এর পরে কেটে গিয়ে থাকতে পারে।</translation>
    </message>
    <message>
        <source>The &quot;Out of memory while trying to allocate N bytes.&quot; line is missing: the requested size is unknown.</source>
        <translation>&quot;Out of memory while trying to allocate N bytes.&quot; লাইনটি নেই: অনুরোধ করা আকার অজানা।</translation>
    </message>
    <message>
        <source>The report has no &quot;BufferAssignment stats:&quot; block.</source>
        <translation>রিপোর্টে কোনো &quot;BufferAssignment stats:&quot; ব্লক নেই।</translation>
    </message>
    <message>
        <source>The stats block (line %1) lacks: %2.</source>
        <translation>পরিসংখ্যান ব্লকে (লাইন %1) এগুলো নেই: %2।</translation>
    </message>
    <message>
        <source>The report ends at line %1 before &quot;Largest program allocations&quot;: it looks cut off, and its buffers are unknown.</source>
        <translation>রিপোর্টটি &quot;Largest program allocations&quot;-এর আগেই লাইন %1-এ শেষ হয়েছে: এটি কাটা পড়েছে বলে মনে হয়, এবং এর বাফারগুলো অজানা।</translation>
    </message>
    <message>
        <source>The report ends at line %1 before &quot;Peak buffers:&quot;: it looks cut off, and its peak buffers are unknown.</source>
        <translation>রিপোর্টটি &quot;Peak buffers:&quot;-এর আগেই লাইন %1-এ শেষ হয়েছে: এটি কাটা পড়েছে বলে মনে হয়, এবং এর শীর্ষ বাফারগুলো অজানা।</translation>
    </message>
    <message>
        <source>The buffer list of the report lists no buffers.</source>
        <translation>রিপোর্টের বাফার তালিকায় কোনো বাফার নেই।</translation>
    </message>
    <message>
        <source>Buffer %1 is missing before buffer %2 (line %3).</source>
        <translation>বাফার %2 (লাইন %3)-এর আগে বাফার %1 নেই।</translation>
    </message>
    <message>
        <source>Buffers %1 to %2 are missing before buffer %3 (line %4).</source>
        <translation>বাফার %3 (লাইন %4)-এর আগে বাফার %1 থেকে %2 নেই।</translation>
    </message>
    <message>
        <source>No XLA out-of-memory report found in %1: line %2 says &quot;Out of memory while trying to allocate&quot;, but no &quot;BufferAssignment OOM Debugging.&quot; report follows it.</source>
        <translation>%1-এ কোনো XLA আউট-অফ-মেমরি রিপোর্ট পাওয়া যায়নি: লাইন %2-এ &quot;Out of memory while trying to allocate&quot; আছে, কিন্তু এর পরে কোনো &quot;BufferAssignment OOM Debugging.&quot; রিপোর্ট নেই।</translation>
    </message>
    <message numerus="yes">
        <source>No XLA out-of-memory report found in %1: none of its %n line(s) starts a report (&quot;Out of memory while trying to allocate&quot;, &quot;BufferAssignment OOM Debugging.&quot;, &quot;Ran out of memory in memory space&quot;).</source>
        <translation>
            <numerusform>%1-এ কোনো XLA আউট-অফ-মেমরি রিপোর্ট পাওয়া যায়নি: এর %nটি লাইনের কোনোটিই রিপোর্ট শুরু করে না (&quot;Out of memory while trying to allocate&quot;, &quot;BufferAssignment OOM Debugging.&quot;, &quot;Ran out of memory in memory space&quot;)।</numerusform>
            <numerusform>%1-এ কোনো XLA আউট-অফ-মেমরি রিপোর্ট পাওয়া যায়নি: এর %nটি লাইনের কোনোটিই রিপোর্ট শুরু করে না (&quot;Out of memory while trying to allocate&quot;, &quot;BufferAssignment OOM Debugging.&quot;, &quot;Ran out of memory in memory space&quot;)।</numerusform>
        </translation>
    </message>
    <message>
        <source>No XLA out-of-memory report found in %1: it is a binary file, not text.</source>
        <translation>%1-এ কোনো XLA আউট-অফ-মেমরি রিপোর্ট পাওয়া যায়নি: এটি একটি বাইনারি ফাইল, লেখা নয়।</translation>
    </message>
    <message>
        <source>Buffer %1</source>
        <translation>বাফার %1</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 বাইট)</translation>
    </message>
    <message>
        <source>line %1 of %2</source>
        <translation>%2-এর লাইন %1</translation>
    </message>
    <message>
        <source>lines %1–%2 of %3</source>
        <translation>%3-এর লাইন %1–%2</translation>
    </message>
    <message>
        <source>allocating %1 failed</source>
        <translation>%1 বরাদ্দ ব্যর্থ হয়েছে</translation>
    </message>
    <message>
        <source>%1 over the %2 capacity</source>
        <translation>%2 ধারণক্ষমতার চেয়ে %1 বেশি</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>মেমরি শেষ</translation>
    </message>
    <message>
        <source>Report %1: %2 (%3 listed buffers, %4)</source>
        <translation>রিপোর্ট %1: %2 (%3টি তালিকাভুক্ত বাফার, %4)</translation>
    </message>
    <message>
        <source>XLA ran out of memory while trying to allocate %1.</source>
        <translation>%1 বরাদ্দ করার চেষ্টায় XLA-এর মেমরি শেষ হয়ে গেছে।</translation>
    </message>
    <message>
        <source>device memory</source>
        <translation>ডিভাইস মেমরি</translation>
    </message>
    <message>
        <source>The program needs %1 of %2 but only %3 exist</source>
        <translation>প্রোগ্রামের %2-এর %1 দরকার, কিন্তু আছে মাত্র %3</translation>
    </message>
    <message>
        <source>: %1 over the capacity (%2% more than fits).</source>
        <translation>: ধারণক্ষমতার চেয়ে %1 বেশি (যা ধরে তার চেয়ে %2% বেশি)।</translation>
    </message>
    <message>
        <source>The program ran out of %1; the report does not say by how much.</source>
        <translation>প্রোগ্রামের %1 শেষ হয়ে গেছে; কতটা কম পড়েছে রিপোর্টে বলা নেই।</translation>
    </message>
    <message>
        <source>How far over the capacity: the report does not say how much device memory was free, only what the program asked for.</source>
        <translation>ধারণক্ষমতার চেয়ে কত বেশি: রিপোর্টে বলা নেই কতটা ডিভাইস মেমরি খালি ছিল, শুধু প্রোগ্রাম কী চেয়েছিল।</translation>
    </message>
    <message>
        <source>an unknown amount</source>
        <translation>অজানা পরিমাণ</translation>
    </message>
    <message>
        <source>XLA&apos;s buffer assignment needs %1 in total: %2 for temporaries, %3 for parameters, %4 for outputs.</source>
        <translation>XLA-এর buffer assignment-এর মোট %1 দরকার: অস্থায়ীর জন্য %2, প্যারামিটারের জন্য %3, আউটপুটের জন্য %4।</translation>
    </message>
    <message>
        <source>%1 of …/%2</source>
        <translation>…/%2-এর %1</translation>
    </message>
    <message>
        <source>The listed buffers (%1) hold %2; the largest is %3 (%4).</source>
        <translation>তালিকাভুক্ত বাফারগুলো (%1) %2 ধরে রাখে; সবচেয়ে বড়টি %3 (%4)।</translation>
    </message>
    <message>
        <source>Padding accounts for %1 of the listed buffers.</source>
        <translation>তালিকাভুক্ত বাফারগুলোর %1 প্যাডিং।</translation>
    </message>
    <message>
        <source>No program order: the report lists buffers by size only, so there is no memory curve over the program and no &quot;by program order&quot; view.</source>
        <translation>প্রোগ্রাম ক্রম নেই: রিপোর্টটি বাফারগুলো শুধু আকার অনুযায়ী তালিকা করে, তাই প্রোগ্রাম জুড়ে মেমরির বক্ররেখা বা &quot;প্রোগ্রাম ক্রম অনুযায়ী&quot; ভিউ নেই।</translation>
    </message>
    <message>
        <source>No lifetimes or offsets: when each buffer is allocated and freed, and where it sits in memory, is not in the report, so there is no allocation timeline.</source>
        <translation>আয়ুষ্কাল বা অফসেট নেই: প্রতিটি বাফার কখন বরাদ্দ ও মুক্ত হয় এবং মেমরির কোথায় থাকে, তা রিপোর্টে নেই, তাই বরাদ্দের টাইমলাইন নেই।</translation>
    </message>
    <message>
        <source>Only the largest buffers are listed: smaller buffers live at the peak are left out.</source>
        <translation>শুধু সবচেয়ে বড় বাফারগুলো তালিকাভুক্ত: শীর্ষে জীবিত ছোট বাফারগুলো বাদ পড়েছে।</translation>
    </message>
    <message>
        <source>No padding figures: XLA prints unpadded sizes only in TPU reports.</source>
        <translation>প্যাডিংয়ের হিসাব নেই: XLA শুধু TPU রিপোর্টে প্যাডিং-ছাড়া আকার ছাপে।</translation>
    </message>
    <message>
        <source>No allocation type except for entry parameters: the report does not say whether the other buffers are temporaries or outputs.</source>
        <translation>entry প্যারামিটার ছাড়া বরাদ্দের ধরন নেই: অন্য বাফারগুলো অস্থায়ী না আউটপুট, রিপোর্টে বলা নেই।</translation>
    </message>
    <message>
        <source>For all of this, capture a profile of the program (for example with a smaller batch) and open it in the Memory Viewer.</source>
        <translation>এসবের জন্য প্রোগ্রামটির একটি প্রোফাইল নিন (যেমন ছোট ব্যাচ দিয়ে) এবং মেমরি ভিউয়ারে খুলুন।</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 লেখা যাচ্ছে না: %2</translation>
    </message>
    <message>
        <source>Memory Viewer</source>
        <translation>মেমরি ভিউয়ার</translation>
    </message>
    <message>
        <source>Memory Profile</source>
        <translation>মেমরি প্রোফাইল</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>ওভারভিউ</translation>
    </message>
    <message>
        <source>Trace Viewer</source>
        <translation>ট্রেস ভিউয়ার</translation>
    </message>
    <message>
        <source>Out-of-Memory Report</source>
        <translation>আউট-অফ-মেমরি রিপোর্ট</translation>
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
        <translation>প্রযোজ্য নয়</translation>
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
        <translation>বাতিল করা হয়েছে</translation>
    </message>
    <message>
        <source>the file is empty (0 bytes)</source>
        <translation>ফাইলটি খালি (0 বাইট)</translation>
    </message>
    <message>
        <source>not a profile: looks like %1</source>
        <translation>প্রোফাইল নয়: দেখে %1 মনে হয়</translation>
    </message>
    <message>
        <source>not an XSpace but an HloProto; open it on its own, not as a host of a trace folder</source>
        <translation>XSpace নয়, বরং একটি HloProto; এটি আলাদাভাবে খুলুন, ট্রেস ফোল্ডারের হোস্ট হিসেবে নয়</translation>
    </message>
    <message>
        <source>not an XSpace but an XLA out-of-memory log; open it on its own</source>
        <translation>XSpace নয়, বরং একটি XLA আউট-অফ-মেমরি লগ; এটি আলাদাভাবে খুলুন</translation>
    </message>
    <message>
        <source>not a recognised profile: neither an XSpace, an HloProto (binary, JSON or text) nor an XLA out-of-memory log</source>
        <translation>স্বীকৃত প্রোফাইল নয়: XSpace, HloProto (বাইনারি, JSON বা টেক্সট) বা XLA আউট-অফ-মেমরি লগ কোনোটিই নয়</translation>
    </message>
    <message>
        <source>gzip inside gzip is not supported; decompress the file once first</source>
        <translation>gzip-এর ভেতরে gzip সমর্থিত নয়; আগে ফাইলটি একবার প্রসারিত করুন</translation>
    </message>
    <message>
        <source>%1 (seen in its first %2 decompressed; the rest was not decompressed)</source>
        <translation>%1 (প্রসারিত ডেটার প্রথম %2-এ দেখা গেছে; বাকিটা প্রসারিত করা হয়নি)</translation>
    </message>
    <message>
        <source>%1 (seen in its first %2; the rest was not read)</source>
        <translation>%1 (প্রথম %2-এ দেখা গেছে; বাকিটা পড়া হয়নি)</translation>
    </message>
    <message>
        <source>the file changed while it was read (%1 bytes when opened, %2 bytes now); open it again once it is complete</source>
        <translation>পড়ার সময় ফাইলটি বদলে গেছে (খোলার সময় %1 বাইট, এখন %2 বাইট); সম্পূর্ণ হলে আবার খুলুন</translation>
    </message>
    <message>
        <source>Reading %1</source>
        <translation>%1 পড়া হচ্ছে</translation>
    </message>
    <message>
        <source>Decompressing %1</source>
        <translation>%1 প্রসারিত করা হচ্ছে</translation>
    </message>
    <message>
        <source>the XSpace holds no planes</source>
        <translation>XSpace-এ কোনো প্লেন নেই</translation>
    </message>
    <message>
        <source>the HloProto is larger than 2 GiB, the most protobuf can represent</source>
        <translation>HloProto 2 GiB-এর চেয়ে বড়, protobuf যতটা প্রকাশ করতে পারে তার চেয়ে বেশি</translation>
    </message>
    <message>
        <source>not a valid HloProto: the protobuf data is damaged</source>
        <translation>বৈধ HloProto নয়: protobuf ডেটা ক্ষতিগ্রস্ত</translation>
    </message>
    <message>
        <source>JSON that is not an HloProto: %1</source>
        <translation>JSON, কিন্তু HloProto নয়: %1</translation>
    </message>
    <message>
        <source>HLO text (the module in HLO syntax) carries no buffer assignment; dump the module as an HloProto instead (XLA flag --xla_dump_hlo_as_proto)</source>
        <translation>HLO টেক্সটে (HLO সিনট্যাক্সে মডিউল) কোনো buffer assignment নেই; এর বদলে মডিউলটি HloProto হিসেবে ডাম্প করুন (XLA ফ্ল্যাগ --xla_dump_hlo_as_proto)</translation>
    </message>
    <message>
        <source>neither a profile nor an HloProto in text format: %1; and no XLA out-of-memory report found in it</source>
        <translation>প্রোফাইলও নয়, টেক্সট ফরম্যাটে HloProto-ও নয়: %1; এবং এতে কোনো XLA আউট-অফ-মেমরি রিপোর্ট পাওয়া যায়নি</translation>
    </message>
    <message>
        <source>JSON that is not an HloProto: it has no &quot;hloModule&quot; object</source>
        <translation>JSON, কিন্তু HloProto নয়: এতে কোনো &quot;hloModule&quot; অবজেক্ট নেই</translation>
    </message>
    <message>
        <source>not an HloProto: it has no hlo_module</source>
        <translation>HloProto নয়: এতে কোনো hlo_module নেই</translation>
    </message>
    <message>
        <source>Reading the out-of-memory reports of %1</source>
        <translation>%1-এর আউট-অফ-মেমরি রিপোর্ট পড়া হচ্ছে</translation>
    </message>
    <message>
        <source>no run named &quot;%1&quot;; the runs are: %2</source>
        <translation>&quot;%1&quot; নামে কোনো রান নেই; রানগুলো হলো: %2</translation>
    </message>
    <message>
        <source>%1: none of the %2 host files of run %3 could be loaded:
%4</source>
        <translation>%1: রান %3-এর %2টি হোস্ট ফাইলের কোনোটিই লোড করা যায়নি:
%4</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>এমন কোনো ফাইল বা ফোল্ডার নেই</translation>
    </message>
    <message>
        <source>Report %1 (%2): %3</source>
        <translation>রিপোর্ট %1 (%2): %3</translation>
    </message>
    <message>
        <source>a Chrome trace-event JSON file has a trace only; open it in the Trace Viewer</source>
        <translation>একটি Chrome trace-event JSON ফাইলে শুধু একটি ট্রেস থাকে; এটি ট্রেস ভিউয়ারে খুলুন</translation>
    </message>
    <message>
        <source>Indexing %1</source>
        <translation>%1 সূচিবদ্ধ করা হচ্ছে</translation>
    </message>
    <message>
        <source>truncated: a field of the HloProto should end at byte %1; the file ends at byte %2</source>
        <translation>কাটা: HloProto-র একটি ফিল্ড বাইট %1-এ শেষ হওয়ার কথা; ফাইলটি বাইট %2-এ শেষ হয়</translation>
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
        <translation>হোস্ট</translation>
    </message>
    <message>
        <source>SparseCore</source>
        <translation>SparseCore</translation>
    </message>
    <message>
        <source>Unknown export format &quot;%1&quot;: use png, svg or pdf.</source>
        <translation>অজানা এক্সপোর্ট ফরম্যাট &quot;%1&quot;: png, svg বা pdf ব্যবহার করুন।</translation>
    </message>
    <message>
        <source>%1: the search for runs stopped after %2 folders below it; runs further down are not listed (open a folder nearer them)</source>
        <translation>%1: এর নিচের %2টি ফোল্ডারের পরে রান খোঁজা থেমে গেছে; আরও নিচের রানগুলো তালিকায় নেই (সেগুলোর কাছাকাছি একটি ফোল্ডার খুলুন)</translation>
    </message>
    <message>
        <source>no profiles found in the first %1 folders below it (the search stops there): expected &lt;host&gt;.xplane.pb files in the folder, in plugins/profile/&lt;run&gt;/ or in &lt;run&gt;/ subfolders, or plugins/profile/&lt;run&gt;/ in a folder below it; open a folder nearer the profiles</source>
        <translation>এর নিচের প্রথম %1টি ফোল্ডারে কোনো প্রোফাইল পাওয়া যায়নি (খোঁজা সেখানেই থামে): ফোল্ডারে, plugins/profile/&lt;run&gt;/-এ বা &lt;run&gt;/ সাবফোল্ডারে, অথবা নিচের কোনো ফোল্ডারের plugins/profile/&lt;run&gt;/-এ &lt;host&gt;.xplane.pb ফাইল প্রত্যাশিত ছিল; প্রোফাইলগুলোর কাছাকাছি একটি ফোল্ডার খুলুন</translation>
    </message>
    <message>
        <source>no profiles found: expected &lt;host&gt;.xplane.pb files in the folder, in plugins/profile/&lt;run&gt;/ or in &lt;run&gt;/ subfolders, or plugins/profile/&lt;run&gt;/ in a folder up to %1 levels below it</source>
        <translation>কোনো প্রোফাইল পাওয়া যায়নি: ফোল্ডারে, plugins/profile/&lt;run&gt;/-এ বা &lt;run&gt;/ সাবফোল্ডারে, অথবা সর্বোচ্চ %1 স্তর নিচের কোনো ফোল্ডারের plugins/profile/&lt;run&gt;/-এ &lt;host&gt;.xplane.pb ফাইল প্রত্যাশিত ছিল</translation>
    </message>
    <message>
        <source>not an XSpace but a PyTorch memory snapshot; open it on its own</source>
        <translation>XSpace নয়, একটি PyTorch মেমরি স্ন্যাপশট; এটি আলাদাভাবে খুলুন</translation>
    </message>
    <message>
        <source>Reading the memory snapshot %1</source>
        <translation>মেমরি স্ন্যাপশট %1 পড়া হচ্ছে</translation>
    </message>
    <message>
        <source>PyTorch Snapshot</source>
        <translation>PyTorch স্ন্যাপশট</translation>
    </message>
    <message>
        <source>Memscope shows where accelerator memory goes in XProf profiles.
Each PATH (an .xplane.pb file, a trace folder, an HloProto dump, an out-of-memory log or a PyTorch memory snapshot) opens in its own tab.</source>
        <translation>Memscope দেখায় XProf প্রোফাইলে অ্যাক্সিলারেটরের মেমরি কোথায় যায়।
প্রতিটি PATH (একটি .xplane.pb ফাইল, একটি ট্রেস ফোল্ডার, একটি HloProto ডাম্প, একটি আউট-অফ-মেমরি লগ বা একটি PyTorch মেমরি স্ন্যাপশট) নিজস্ব ট্যাবে খোলে।</translation>
    </message>
    <message>
        <source>Write the charts and views of PATH (a module&apos;s Memory Viewer, a PyTorch snapshot&apos;s views, an out-of-memory log&apos;s reports) into DIR without opening a window, then exit.</source>
        <translation>PATH-এর চার্ট ও ভিউগুলো (একটি মডিউলের Memory Viewer, একটি PyTorch স্ন্যাপশটের ভিউ, একটি আউট-অফ-মেমরি লগের রিপোর্ট) কোনো উইন্ডো না খুলে DIR-এ লিখুন, তারপর বের হন।</translation>
    </message>
    <message>
        <source>%1 records no device: it has neither a trace nor segments.</source>
        <translation>%1 কোনো ডিভাইস রেকর্ড করে না: এতে ট্রেস বা সেগমেন্ট কোনোটিই নেই।</translation>
    </message>
</context>
<context>
    <name>memscope::AboutDialog</name>
    <message>
        <source>About Memscope</source>
        <translation>Memscope সম্পর্কে</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Memscope %1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Memscope %1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Licensed under the &lt;a href=&quot;https://www.apache.org/licenses/LICENSE-2.0&quot;&gt;Apache License 2.0&lt;/a&gt;.</source>
        <translation>&lt;a href=&quot;https://www.apache.org/licenses/LICENSE-2.0&quot;&gt;Apache License 2.0&lt;/a&gt;-এর অধীনে লাইসেন্সকৃত।</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Qt %1 দিয়ে তৈরি, Qt %2-এ চলছে।</translation>
    </message>
    <message>
        <source>A native viewer for XProf profiles: the Memory Viewer (the buffers that make up each compiled XLA program&apos;s peak, with their sizes, padding, shapes and lifetimes), the Memory Profile (the allocator&apos;s memory over time), the Overview (step time, top operations, recommendations), the Trace Viewer (each device&apos;s and host&apos;s events on one timeline), XLA out-of-memory reports read from logs, and the comparison of two profiles side by side.</source>
        <translation>XProf প্রোফাইলের একটি নেটিভ ভিউয়ার: মেমরি ভিউয়ার (প্রতিটি কম্পাইল করা XLA প্রোগ্রামের সর্বোচ্চ মেমরি যে বাফারগুলো দিয়ে গঠিত, তাদের আকার, প্যাডিং, আকৃতি ও আয়ুষ্কালসহ), মেমরি প্রোফাইল (সময়ের সাথে অ্যালোকেটরের মেমরি), ওভারভিউ (স্টেপের সময়, শীর্ষ অপারেশন, সুপারিশ), ট্রেস ভিউয়ার (প্রতিটি ডিভাইস ও হোস্টের ইভেন্ট একটি টাইমলাইনে), লগ থেকে পড়া XLA আউট-অফ-মেমরি রিপোর্ট, এবং দুটি প্রোফাইলের পাশাপাশি তুলনা।</translation>
    </message>
    <message>
        <source>The Memory Viewer is static: it shows what the XLA compiler assigned; the Memory Profile and the Trace Viewer show what was measured at run time.</source>
        <translation>মেমরি ভিউয়ার স্থির: এটি দেখায় XLA কম্পাইলার কী বরাদ্দ করেছে; মেমরি প্রোফাইল ও ট্রেস ভিউয়ার দেখায় রানের সময় কী মাপা হয়েছে।</translation>
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
        <translation>প্রথম ক্রিয়া থেকে সময় (ms)</translation>
    </message>
    <message>
        <source>Allocator actions (this file records no times)</source>
        <translation>অ্যালোকেটরের ক্রিয়া (এই ফাইলে সময় লেখা নেই)</translation>
    </message>
    <message>
        <source>No allocations to show.</source>
        <translation>দেখানোর মতো কোনো বরাদ্দ নেই।</translation>
    </message>
</context>
<context>
    <name>memscope::AllocationTimelineView</name>
    <message>
        <source>Buffer allocation timeline</source>
        <translation>বাফার বরাদ্দের টাইমলাইন</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 বাইট)</translation>
    </message>
    <message>
        <source>Allocation:</source>
        <translation>বরাদ্দ:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>আকার:</translation>
    </message>
    <message>
        <source>Offset:</source>
        <translation>অফসেট:</translation>
    </message>
    <message>
        <source>Buffer ID:</source>
        <translation>বাফার ID:</translation>
    </message>
    <message>
        <source>Unpadded:</source>
        <translation>প্যাডিং ছাড়া:</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>প্রযোজ্য নয়</translation>
    </message>
    <message>
        <source>Padding overhead:</source>
        <translation>প্যাডিং ওভারহেড:</translation>
    </message>
    <message>
        <source>%1 bytes (0x%2)</source>
        <translation>%1 বাইট (0x%2)</translation>
    </message>
    <message>
        <source>Lifetime:</source>
        <translation>আয়ুষ্কাল:</translation>
    </message>
    <message>
        <source>program order %1 to %2</source>
        <translation>প্রোগ্রাম ক্রম %1 থেকে %2</translation>
    </message>
    <message>
        <source>Category:</source>
        <translation>শ্রেণি:</translation>
    </message>
    <message>
        <source>Shape:</source>
        <translation>আকৃতি:</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>উৎস:</translation>
    </message>
    <message>
        <source>Framework op:</source>
        <translation>ফ্রেমওয়ার্ক অপ:</translation>
    </message>
    <message>
        <source>No allocation timeline: this memory space has no heap-simulator trace.</source>
        <translation>বরাদ্দের টাইমলাইন নেই: এই মেমরি স্পেসের কোনো হিপ-সিমুলেটর ট্রেস নেই।</translation>
    </message>
    <message>
        <source>Heap simulation time (program order)</source>
        <translation>হিপ সিমুলেশনের সময় (প্রোগ্রাম ক্রম)</translation>
    </message>
    <message>
        <source>Memory offset (0 at the bottom)</source>
        <translation>মেমরি অফসেট (নিচে 0)</translation>
    </message>
</context>
<context>
    <name>memscope::AllocatorStateMap</name>
    <message>
        <source>No segments are reserved at this point.</source>
        <translation>এই বিন্দুতে কোনো সেগমেন্ট সংরক্ষিত নেই।</translation>
    </message>
    <message>
        <source>allocated (colour of its stack)</source>
        <translation>বরাদ্দ (তার স্ট্যাকের রং)</translation>
    </message>
    <message>
        <source>added by rounding</source>
        <translation>রাউন্ডিংয়ে যোগ হয়েছে</translation>
    </message>
    <message>
        <source>freed, awaiting its stream</source>
        <translation>মুক্ত, স্ট্রিমের অপেক্ষায়</translation>
    </message>
    <message>
        <source>inactive (cached, unused)</source>
        <translation>নিষ্ক্রিয় (ক্যাশে, অব্যবহৃত)</translation>
    </message>
</context>
<context>
    <name>memscope::BufferDetailCard</name>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 বাইট)</translation>
    </message>
    <message>
        <source>Buffer Details</source>
        <translation>বাফারের বিবরণ</translation>
    </message>
    <message>
        <source>Hover over or select a buffer in the views at the peak, the timeline or the table to see its details here.</source>
        <translation>কোনো বাফারের বিবরণ এখানে দেখতে শীর্ষের ভিউ, টাইমলাইন বা টেবিলে তার ওপর পয়েন্টার রাখুন বা সেটি নির্বাচন করুন।</translation>
    </message>
    <message>
        <source>&amp;Copy Details</source>
        <translation>বিবরণ কপি(&amp;C)</translation>
    </message>
    <message>
        <source>Copy every value shown here as text</source>
        <translation>এখানে দেখানো সব মান টেক্সট হিসেবে কপি করুন</translation>
    </message>
    <message>
        <source>Show in &amp;Trace Viewer</source>
        <translation>ট্রেস ভিউয়ারে দেখান(&amp;T)</translation>
    </message>
    <message>
        <source>Find the executions of this buffer&apos;s HLO instruction in the trace</source>
        <translation>ট্রেসে এই বাফারের HLO নির্দেশনার সম্পাদনগুলো খুঁজুন</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>আকার:</translation>
    </message>
    <message>
        <source>Unpadded size:</source>
        <translation>প্যাডিং-ছাড়া আকার:</translation>
    </message>
    <message>
        <source>Extra memory due to padding:</source>
        <translation>প্যাডিংয়ের কারণে অতিরিক্ত মেমরি:</translation>
    </message>
    <message>
        <source>Expansion:</source>
        <translation>সম্প্রসারণ:</translation>
    </message>
    <message>
        <source>Shape and minor-to-major order:</source>
        <translation>আকৃতি ও minor-to-major ক্রম:</translation>
    </message>
    <message>
        <source>Framework op:</source>
        <translation>ফ্রেমওয়ার্ক অপ:</translation>
    </message>
    <message>
        <source>Opcode:</source>
        <translation>Opcode:</translation>
    </message>
    <message>
        <source>Allocation type:</source>
        <translation>বরাদ্দের ধরন:</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>উৎস:</translation>
    </message>
    <message>
        <source>Source stack:</source>
        <translation>উৎস স্ট্যাক:</translation>
    </message>
    <message>
        <source>Lifetime:</source>
        <translation>আয়ুষ্কাল:</translation>
    </message>
    <message>
        <source>%1 operation</source>
        <translation>%1 অপারেশন</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>the whole program (0 to %1): allocated for the entire run</source>
        <translation>পুরো প্রোগ্রাম (0 থেকে %1): পুরো রানের জন্য বরাদ্দ</translation>
    </message>
    <message>
        <source>program order %1 to %2</source>
        <translation>প্রোগ্রাম ক্রম %1 থেকে %2</translation>
    </message>
    <message>
        <source>Hover over or select an allocation in the views at the peak or in the table to see its details and stack here.</source>
        <translation>এখানে বিবরণ ও স্ট্যাক দেখতে শীর্ষের দৃশ্যগুলিতে বা সারণিতে একটি বরাদ্দের উপর পয়েন্টার রাখুন বা সেটি নির্বাচন করুন।</translation>
    </message>
    <message>
        <source>Requested size:</source>
        <translation>অনুরোধ করা আকার:</translation>
    </message>
    <message>
        <source>Allocator rounding:</source>
        <translation>অ্যালোকেটরের রাউন্ডিং:</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>ঠিকানা:</translation>
    </message>
    <message>
        <source>Compile context and user metadata:</source>
        <translation>কম্পাইল প্রসঙ্গ ও ব্যবহারকারীর মেটাডেটা:</translation>
    </message>
    <message>
        <source>Stream:</source>
        <translation>স্ট্রিম:</translation>
    </message>
    <message>
        <source>Allocated at:</source>
        <translation>বরাদ্দের স্থান:</translation>
    </message>
    <message>
        <source>Stack (Python frames first, C++ frames folded):</source>
        <translation>স্ট্যাক (প্রথমে Python ফ্রেম, C++ ফ্রেম ভাঁজ করা):</translation>
    </message>
    <message>
        <source>made before the trace and never freed in it</source>
        <translation>ট্রেসের আগে তৈরি এবং ট্রেসে কখনো মুক্ত হয়নি</translation>
    </message>
    <message>
        <source>made before the trace, freed by action %1</source>
        <translation>ট্রেসের আগে তৈরি, ক্রিয়া %1 দ্বারা মুক্ত</translation>
    </message>
    <message>
        <source>allocated by action %1, never freed in the trace</source>
        <translation>ক্রিয়া %1 দ্বারা বরাদ্দ, ট্রেসে কখনো মুক্ত হয়নি</translation>
    </message>
    <message>
        <source>allocated by action %1, freed by action %2</source>
        <translation>ক্রিয়া %1 দ্বারা বরাদ্দ, ক্রিয়া %2 দ্বারা মুক্ত</translation>
    </message>
</context>
<context>
    <name>memscope::BufferMatchModel</name>
    <message>
        <source>instruction and shape</source>
        <translation>নির্দেশনা ও আকৃতি</translation>
    </message>
    <message>
        <source>framework op and shape</source>
        <translation>ফ্রেমওয়ার্ক অপ ও আকৃতি</translation>
    </message>
    <message>
        <source>instruction, shape changed</source>
        <translation>নির্দেশনা, আকৃতি বদলেছে</translation>
    </message>
    <message>
        <source>small buffers</source>
        <translation>ছোট বাফার</translation>
    </message>
    <message>
        <source>unmatched</source>
        <translation>মেলেনি</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1, moved</source>
        <translation>%1, সরানো হয়েছে</translation>
    </message>
    <message>
        <source>A: %1
B: %2</source>
        <translation>A: %1
B: %2</translation>
    </message>
    <message>
        <source>Buffer</source>
        <translation>বাফার</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>আকৃতি</translation>
    </message>
    <message>
        <source>Size in A</source>
        <translation>A-তে আকার</translation>
    </message>
    <message>
        <source>Size in B</source>
        <translation>B-তে আকার</translation>
    </message>
    <message>
        <source>Delta</source>
        <translation>পার্থক্য</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>পরিবর্তন</translation>
    </message>
    <message>
        <source>Matched by</source>
        <translation>যার ভিত্তিতে মিলেছে</translation>
    </message>
</context>
<context>
    <name>memscope::BufferStripView</name>
    <message>
        <source>by Program Order (%1)</source>
        <translation>প্রোগ্রাম ক্রম অনুযায়ী (%1)</translation>
    </message>
    <message>
        <source>by Buffer Size (%1)</source>
        <translation>বাফারের আকার অনুযায়ী (%1)</translation>
    </message>
    <message>
        <source>by Padding Size (%1)</source>
        <translation>প্যাডিংয়ের আকার অনুযায়ী (%1)</translation>
    </message>
    <message>
        <source>No buffers are live at the peak.</source>
        <translation>শীর্ষে কোনো বাফার জীবিত নেই।</translation>
    </message>
    <message>
        <source>%1
%2 (%3% of the buffers at the peak)</source>
        <translation>%1
%2 (শীর্ষের বাফারগুলোর %3%)</translation>
    </message>
    <message>
        <source>by Allocation Order (%1)</source>
        <translation>বরাদ্দের ক্রম অনুসারে (%1)</translation>
    </message>
    <message>
        <source>by Size (%1)</source>
        <translation>আকার অনুসারে (%1)</translation>
    </message>
    <message>
        <source>by Allocator Rounding (%1)</source>
        <translation>অ্যালোকেটরের রাউন্ডিং অনুসারে (%1)</translation>
    </message>
    <message>
        <source>%1
%2 (%3% of the allocations at the peak)</source>
        <translation>%1
%2 (শীর্ষের বরাদ্দগুলির %3%)</translation>
    </message>
</context>
<context>
    <name>memscope::CompareDialog</name>
    <message>
        <source>Compare Profiles</source>
        <translation>প্রোফাইল তুলনা</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>প্রোফাইল</translation>
    </message>
    <message>
        <source>Module</source>
        <translation>মডিউল</translation>
    </message>
    <message>
        <source>File…</source>
        <translation>ফাইল…</translation>
    </message>
    <message>
        <source>A (baseline):</source>
        <translation>A (ভিত্তি):</translation>
    </message>
    <message>
        <source>B (compared):</source>
        <translation>B (তুলনীয়):</translation>
    </message>
    <message>
        <source>Choose a Profile to Compare</source>
        <translation>তুলনার জন্য একটি প্রোফাইল বেছে নিন</translation>
    </message>
    <message>
        <source>Profiles (*.xplane.pb *.xplane.pb.gz *.pb *.pbtxt *.textproto *.json);;All files (*)</source>
        <translation>প্রোফাইল (*.xplane.pb *.xplane.pb.gz *.pb *.pbtxt *.textproto *.json);;সব ফাইল (*)</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>তুলনা</translation>
    </message>
    <message>
        <source>Largest peak</source>
        <translation>সবচেয়ে বড় শীর্ষ</translation>
    </message>
    <message>
        <source>Paired by name</source>
        <translation>নাম অনুযায়ী জোড়া</translation>
    </message>
    <message>
        <source>Compare two profiles, two modules of one profile, or two PyTorch memory snapshots: B&apos;s figures are shown against A&apos;s. Modules are paired by name unless you choose them.</source>
        <translation>দুটি প্রোফাইল, একটি প্রোফাইলের দুটি মডিউল, বা দুটি PyTorch মেমরি স্ন্যাপশট তুলনা করুন: B-এর পরিসংখ্যান A-এর বিপরীতে দেখানো হয়। আপনি বেছে না নিলে মডিউলগুলো নাম অনুসারে জোড়া হয়।</translation>
    </message>
</context>
<context>
    <name>memscope::CompareLauncher</name>
    <message>
        <source>Compare the Two Profiles?</source>
        <translation>প্রোফাইল দুটি তুলনা করবেন?</translation>
    </message>
    <message>
        <source>You dropped two files:
A: %1
B: %2

Compare B with A, or open each in a tab of its own?</source>
        <translation>আপনি দুটি ফাইল ছেড়েছেন:
A: %1
B: %2

B-কে A-এর সঙ্গে তুলনা করবেন, নাকি প্রতিটি নিজস্ব ট্যাবে খুলবেন?</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>তুলনা</translation>
    </message>
    <message>
        <source>Open Both</source>
        <translation>দুটিই খুলুন</translation>
    </message>
    <message>
        <source>Cannot compare: %1</source>
        <translation>তুলনা করা যাচ্ছে না: %1</translation>
    </message>
    <message>
        <source>Compare with…</source>
        <translation>এর সঙ্গে তুলনা…</translation>
    </message>
    <message>
        <source>%1 holds XLA out-of-memory reports, not a profile: it has no modules, memory profile or steps to compare. Open it to see its reports.</source>
        <translation>%1-এ XLA আউট-অফ-মেমরি রিপোর্ট আছে, এটি কোনো প্রোফাইল নয়: এতে তুলনা করার মতো কোনো মডিউল, মেমরি প্রোফাইল বা ধাপ নেই। এর রিপোর্টগুলো দেখতে ফাইলটি খুলুন।</translation>
    </message>
    <message>
        <source>%1 is a PyTorch memory snapshot and %2 is not: compare two snapshots, or two profiles.</source>
        <translation>%1 একটি PyTorch মেমরি স্ন্যাপশট এবং %2 নয়: দুটি স্ন্যাপশট বা দুটি প্রোফাইল তুলনা করুন।</translation>
    </message>
</context>
<context>
    <name>memscope::CompareLoading</name>
    <message>
        <source>Opening %1 and %2 to compare them</source>
        <translation>তুলনার জন্য %1 ও %2 খোলা হচ্ছে</translation>
    </message>
</context>
<context>
    <name>memscope::CompareView</name>
    <message>
        <source>Memory Viewer</source>
        <translation>মেমরি ভিউয়ার</translation>
    </message>
    <message>
        <source>Memory Profile</source>
        <translation>মেমরি প্রোফাইল</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>ওভারভিউ</translation>
    </message>
    <message>
        <source>&lt;b&gt;A&lt;/b&gt; %1 &amp;nbsp;&amp;nbsp; &lt;b&gt;B&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;A&lt;/b&gt; %1 &amp;nbsp;&amp;nbsp; &lt;b&gt;B&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>এক্সপোর্ট</translation>
    </message>
    <message>
        <source>Compare %1 ↔ %2</source>
        <translation>%1 ↔ %2 তুলনা</translation>
    </message>
    <message>
        <source>A: %1
B: %2</source>
        <translation>A: %1
B: %2</translation>
    </message>
    <message>
        <source>Save %1.csv…</source>
        <translation>%1.csv সংরক্ষণ…</translation>
    </message>
    <message>
        <source>Export as CSV</source>
        <translation>CSV হিসেবে এক্সপোর্ট</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV টেবিল (*.csv)</translation>
    </message>
    <message>
        <source>PyTorch Snapshots</source>
        <translation>PyTorch স্ন্যাপশট</translation>
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
        <translation>পার্থক্য: %1%2</translation>
    </message>
    <message>
        <source>At %1
%2</source>
        <translation>%1-এ
%2</translation>
    </message>
    <message>
        <source>Peak A: %1 at %2</source>
        <translation>A-এর শীর্ষ: %2-এ %1</translation>
    </message>
    <message>
        <source>Peak B: %1 at %2</source>
        <translation>B-এর শীর্ষ: %2-এ %1</translation>
    </message>
</context>
<context>
    <name>memscope::DeltaTable</name>
    <message>
        <source>n/a</source>
        <translation>প্রযোজ্য নয়</translation>
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
        <translation>পার্থক্য</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>পরিবর্তন</translation>
    </message>
    <message>
        <source> points</source>
        <translation> পয়েন্ট</translation>
    </message>
</context>
<context>
    <name>memscope::DropOverlay</name>
    <message numerus="yes">
        <source>Drop to open %n profile(s)</source>
        <translation>
            <numerusform>%nটি প্রোফাইল খুলতে এখানে ছাড়ুন</numerusform>
            <numerusform>%nটি প্রোফাইল খুলতে এখানে ছাড়ুন</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>memscope::LoadingPanel</name>
    <message>
        <source>Cancel</source>
        <translation>বাতিল</translation>
    </message>
    <message>
        <source>Stop loading (%1)</source>
        <translation>লোড করা থামান (%1)</translation>
    </message>
    <message>
        <source>Opening %1</source>
        <translation>%1 খোলা হচ্ছে</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>শুরু হচ্ছে…</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Stop loading</source>
        <translation>লোড করা থামান</translation>
    </message>
</context>
<context>
    <name>memscope::MainWindow</name>
    <message>
        <source>Buffer Details</source>
        <translation>বাফারের বিবরণ</translation>
    </message>
    <message>
        <source>Memscope</source>
        <translation>Memscope</translation>
    </message>
    <message>
        <source>Next Profile</source>
        <translation>পরের প্রোফাইল</translation>
    </message>
    <message>
        <source>Previous Profile</source>
        <translation>আগের প্রোফাইল</translation>
    </message>
    <message>
        <source>Next Page</source>
        <translation>পরের পৃষ্ঠা</translation>
    </message>
    <message>
        <source>Previous Page</source>
        <translation>আগের পৃষ্ঠা</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>পৃষ্ঠা %1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ফাইল(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>খুলুন(&amp;O)…</translation>
    </message>
    <message>
        <source>Open XProf profiles (*.xplane.pb) or HloProto dumps</source>
        <translation>XProf প্রোফাইল (*.xplane.pb) বা HloProto ডাম্প খুলুন</translation>
    </message>
    <message>
        <source>Open &amp;Folder…</source>
        <translation>ফোল্ডার খুলুন(&amp;F)…</translation>
    </message>
    <message>
        <source>Open a TensorBoard log directory or a profiling run folder</source>
        <translation>একটি TensorBoard লগ ডিরেক্টরি বা প্রোফাইলিং রান ফোল্ডার খুলুন</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>সাম্প্রতিক খুলুন(&amp;R)</translation>
    </message>
    <message>
        <source>Co&amp;mpare…</source>
        <translation>তুলনা(&amp;M)…</translation>
    </message>
    <message>
        <source>Compare two profiles, or two modules, side by side</source>
        <translation>দুটি প্রোফাইল, বা দুটি মডিউল, পাশাপাশি তুলনা করুন</translation>
    </message>
    <message>
        <source>&amp;Close Profile</source>
        <translation>প্রোফাইল বন্ধ করুন(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>প্রস্থান(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>সম্পাদনা(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>পেস্ট(&amp;P)</translation>
    </message>
    <message>
        <source>Open the XLA out-of-memory report on the clipboard (copied from a log or a notebook)</source>
        <translation>ক্লিপবোর্ডে থাকা XLA আউট-অফ-মেমরি রিপোর্ট খুলুন (লগ বা নোটবুক থেকে কপি করা)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>এক্সপোর্ট(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>দৃশ্য(&amp;V)</translation>
    </message>
    <message>
        <source>Go to &amp;Module…</source>
        <translation>মডিউলে যান(&amp;M)…</translation>
    </message>
    <message>
        <source>Restore &amp;Default Layout</source>
        <translation>ডিফল্ট বিন্যাস ফিরিয়ে আনুন(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>সহায়তা(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>কিবোর্ড শর্টকাট(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;About Memscope</source>
        <translation>Memscope সম্পর্কে(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt সম্পর্কে(&amp;Q)</translation>
    </message>
    <message>
        <source>%1 opened with problems:
%2</source>
        <translation>%1 সমস্যাসহ খুলেছে:
%2</translation>
    </message>
    <message>
        <source>The clipboard holds no text. Copy an XLA out-of-memory report from a log or a notebook, then paste it here.</source>
        <translation>ক্লিপবোর্ডে কোনো লেখা নেই। লগ বা নোটবুক থেকে একটি XLA আউট-অফ-মেমরি রিপোর্ট কপি করুন, তারপর এখানে পেস্ট করুন।</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>ক্লিপবোর্ড</translation>
    </message>
    <message>
        <source>Pasted report %1</source>
        <translation>পেস্ট করা রিপোর্ট %1</translation>
    </message>
    <message>
        <source>Could not open %1</source>
        <translation>%1 খোলা যায়নি</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>%1 খোলা যায়নি: %2</translation>
    </message>
    <message>
        <source>%1 — Memscope</source>
        <translation>%1 — Memscope</translation>
    </message>
    <message>
        <source>Open Profiles</source>
        <translation>প্রোফাইল খুলুন</translation>
    </message>
    <message>
        <source>Profiles (*.xplane.pb *.xplane.pb.gz *.pb *.pb.gz *.pbtxt *.textproto *.txt *.json);;All files (*)</source>
        <translation>প্রোফাইল (*.xplane.pb *.xplane.pb.gz *.pb *.pb.gz *.pbtxt *.textproto *.txt *.json);;সব ফাইল (*)</translation>
    </message>
    <message>
        <source>Open Trace Folder</source>
        <translation>ট্রেস ফোল্ডার খুলুন</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>&amp;Clear Recent</source>
        <translation>সাম্প্রতিক তালিকা মুছুন(&amp;C)</translation>
    </message>
    <message>
        <source>Nothing to export yet</source>
        <translation>এখনো এক্সপোর্ট করার মতো কিছু নেই</translation>
    </message>
    <message>
        <source>All Views as P&amp;NG…</source>
        <translation>সব ভিউ P&amp;NG হিসেবে…</translation>
    </message>
    <message>
        <source>All Views as S&amp;VG…</source>
        <translation>সব ভিউ S&amp;VG হিসেবে…</translation>
    </message>
    <message>
        <source>All Views as PD&amp;F…</source>
        <translation>সব ভিউ PD&amp;F হিসেবে…</translation>
    </message>
    <message>
        <source>Export All Views to Folder</source>
        <translation>সব ভিউ একটি ফোল্ডারে এক্সপোর্ট</translation>
    </message>
    <message>
        <source>Exported every view as %1 into %2.</source>
        <translation>প্রতিটি ভিউ %1 হিসেবে %2-এ এক্সপোর্ট করা হয়েছে।</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>এক্সপোর্ট ব্যর্থ হয়েছে: %1</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>উইন্ডো</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>কিবোর্ড শর্টকাট</translation>
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
        <translation>সেটিংস(&amp;S)…</translation>
    </message>
    <message>
        <source>Default small-buffer threshold, byte units, theme and language</source>
        <translation>ডিফল্ট ছোট-বাফার সীমা, বাইটের একক, থিম ও ভাষা</translation>
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
        <translation>&lt;table cellpadding=&apos;3&apos;&gt;%1&lt;/table&gt;&lt;p&gt;সাইডবারে, Alt আর আন্ডারলাইন করা অক্ষর রান, মডিউল, মেমরি টাইপ ও ছোট-বাফার সীমায় নিয়ে যায়। মডিউল ফিল্টারে, Up ও Down তালিকায় সরায় এবং Return হাইলাইট করা মডিউলটি দেখায়।&lt;/p&gt;&lt;p&gt;ট্রেস ভিউয়ারের টাইমলাইনে: W ও S জুম ইন ও আউট করে, A ও D বাঁয়ে ও ডানে সরায়, 0 পুরো ট্রেস দেখায়, F নির্বাচিত ইভেন্ট বা পরিসরে জুম করে, M সেটি মাপে, / সার্চ ফিল্ডে নিয়ে যায় (সেখানে Return পরের মিল, Shift+Return আগেরটি দেখায়), আর ট্রেস পড়ার সময় Esc তা থামায়।&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;In the Memory Viewer, Tab goes from the sidebar through the chart, the three views at the peak, the timeline and the table. In the chart the arrows walk the curve point by point from the peak (Page Up and Page Down a tenth of the range in view, Home and End to its ends); in the views at the peak and the timeline they move the selection, and the details card follows.&lt;/p&gt;</source>
        <translation>&lt;p&gt;মেমরি ভিউয়ারে Tab সাইডবার থেকে ক্রমে চার্ট, শীর্ষবিন্দুর তিনটি দৃশ্য, টাইমলাইন ও টেবিলে যায়। চার্টে তীরচিহ্ন কী শীর্ষবিন্দু থেকে শুরু করে বক্ররেখার এক বিন্দু থেকে আরেক বিন্দুতে যায় (Page Up ও Page Down দেখানো পরিসরের এক-দশমাংশ, Home ও End দুই প্রান্তে); শীর্ষবিন্দুর দৃশ্যগুলোতে ও টাইমলাইনে তীরচিহ্ন কী নির্বাচন সরায়, আর বিবরণ কার্ড তা অনুসরণ করে।&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryProfileBreakdownModel</name>
    <message>
        <source>Op Name</source>
        <translation>অপের নাম</translation>
    </message>
    <message>
        <source>The framework op that made the allocation</source>
        <translation>যে ফ্রেমওয়ার্ক অপ বরাদ্দটি করেছে</translation>
    </message>
    <message>
        <source>Allocation Size</source>
        <translation>বরাদ্দের আকার</translation>
    </message>
    <message>
        <source>Bytes the allocator handed out, per allocation</source>
        <translation>প্রতি বরাদ্দে অ্যালোকেটর যত বাইট দিয়েছে</translation>
    </message>
    <message>
        <source>Requested Size</source>
        <translation>অনুরোধ করা আকার</translation>
    </message>
    <message>
        <source>Bytes the op asked for, per allocation</source>
        <translation>প্রতি বরাদ্দে অপ যত বাইট চেয়েছে</translation>
    </message>
    <message>
        <source>Occurrences</source>
        <translation>সংখ্যা</translation>
    </message>
    <message>
        <source>Identical allocations alive at the peak, merged into this row</source>
        <translation>শীর্ষে জীবিত অভিন্ন বরাদ্দগুলো, এই সারিতে একত্র করা</translation>
    </message>
    <message>
        <source>Region type</source>
        <translation>অঞ্চলের ধরন</translation>
    </message>
    <message>
        <source>Data type</source>
        <translation>ডেটার ধরন</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>আকৃতি</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryProfileComparePage</name>
    <message>
        <source>Memory Profile summary</source>
        <translation>মেমরি প্রোফাইলের সারসংক্ষেপ</translation>
    </message>
    <message>
        <source>Op at the peak</source>
        <translation>শীর্ষে অপ</translation>
    </message>
    <message>
        <source>Memory ID:</source>
        <translation>মেমরি ID:</translation>
    </message>
    <message>
        <source>Align the timelines at:</source>
        <translation>টাইমলাইন মেলান:</translation>
    </message>
    <message>
        <source>The profile start</source>
        <translation>প্রোফাইলের শুরুতে</translation>
    </message>
    <message>
        <source>The first step</source>
        <translation>প্রথম ধাপে</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>সময় (ms)</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>তুলনা করা হচ্ছে…</translation>
    </message>
    <message>
        <source>%1: the memory profile cannot be computed: %2</source>
        <translation>%1: মেমরি প্রোফাইল গণনা করা যাচ্ছে না: %2</translation>
    </message>
    <message>
        <source>Neither profile has memory activity. To compare memory profiles, profile with host_trace_level &gt;= 2.</source>
        <translation>কোনো প্রোফাইলেই মেমরি কার্যকলাপ নেই। মেমরি প্রোফাইল তুলনা করতে host_trace_level &gt;= 2 দিয়ে প্রোফাইল নিন।</translation>
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
        <translation>শীর্ষে খণ্ডায়ন</translation>
    </message>
    <message>
        <source>(no op name)</source>
        <translation>(অপের নাম নেই)</translation>
    </message>
    <message>
        <source>Memory Profile Comparison Chart</source>
        <translation>মেমরি প্রোফাইল তুলনার চার্ট</translation>
    </message>
    <message>
        <source>Memory Profile Comparison</source>
        <translation>মেমরি প্রোফাইল তুলনা</translation>
    </message>
    <message>
        <source>none</source>
        <translation>কোনোটিই নয়</translation>
    </message>
    <message>
        <source>Only A has memory ID %1: B&apos;s column counts nothing. B&apos;s memory IDs: %2.</source>
        <translation>মেমরি ID %1 কেবল A-তে আছে: B-এর কলামে কিছুই গোনা হয় না। B-এর মেমরি ID: %2।</translation>
    </message>
    <message>
        <source>Only B has memory ID %1: A&apos;s column counts nothing. A&apos;s memory IDs: %2.</source>
        <translation>মেমরি ID %1 কেবল B-তে আছে: A-এর কলামে কিছুই গোনা হয় না। A-এর মেমরি ID: %2।</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryProfileHloModuleModel</name>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>HLO Module</source>
        <translation>HLO মডিউল</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>ডিভাইস</translation>
    </message>
    <message>
        <source>Start Time (ms)</source>
        <translation>শুরুর সময় (ms)</translation>
    </message>
    <message>
        <source>End Time (ms)</source>
        <translation>শেষের সময় (ms)</translation>
    </message>
    <message>
        <source>Duration (ms)</source>
        <translation>স্থায়িত্ব (ms)</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryProfileNeverFreedModel</name>
    <message>
        <source>Op Name</source>
        <translation>অপের নাম</translation>
    </message>
    <message>
        <source>The framework op that made the allocation</source>
        <translation>যে ফ্রেমওয়ার্ক অপ বরাদ্দটি করেছে</translation>
    </message>
    <message>
        <source>Allocation Size</source>
        <translation>বরাদ্দের আকার</translation>
    </message>
    <message>
        <source>Requested Size</source>
        <translation>অনুরোধ করা আকার</translation>
    </message>
    <message>
        <source>Allocated at (ms)</source>
        <translation>বরাদ্দের সময় (ms)</translation>
    </message>
    <message>
        <source>Time of the allocation</source>
        <translation>বরাদ্দের সময়</translation>
    </message>
    <message>
        <source>Alive for (ms)</source>
        <translation>জীবিত ছিল (ms)</translation>
    </message>
    <message>
        <source>From the allocation to the allocator&apos;s last event of the window</source>
        <translation>বরাদ্দ থেকে উইন্ডোতে অ্যালোকেটরের শেষ ইভেন্ট পর্যন্ত</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>ধাপ</translation>
    </message>
    <message>
        <source>The step (group_id) the allocation belongs to</source>
        <translation>বরাদ্দটি যে ধাপের (group_id)</translation>
    </message>
    <message>
        <source>Region type</source>
        <translation>অঞ্চলের ধরন</translation>
    </message>
    <message>
        <source>Data type</source>
        <translation>ডেটার ধরন</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>আকৃতি</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryProfilePage</name>
    <message>
        <source>Memory ID</source>
        <translation>মেমরি ID</translation>
    </message>
    <message>
        <source>show memory profile for selected device</source>
        <translation>নির্বাচিত ডিভাইসের মেমরি প্রোফাইল দেখান</translation>
    </message>
    <message>
        <source>Free memory</source>
        <translation>খালি মেমরি</translation>
    </message>
    <message>
        <source>Stack the allocator&apos;s free memory on top of stack and heap</source>
        <translation>অ্যালোকেটরের খালি মেমরি স্ট্যাক ও হিপের ওপরে সাজান</translation>
    </message>
    <message>
        <source>Reset Zoom</source>
        <translation>জুম রিসেট</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>এক্সপোর্ট</translation>
    </message>
    <message>
        <source>Memory Timeline Graph</source>
        <translation>মেমরি টাইমলাইন গ্রাফ</translation>
    </message>
    <message>
        <source>Tips: drag to zoom in, right-click to zoom out, click for the event at that time; select a table row to see its lifetime.</source>
        <translation>টিপস: জুম করতে টানুন, জুম কমাতে রাইট-ক্লিক করুন, সেই সময়ের ইভেন্ট দেখতে ক্লিক করুন; কোনো সারির আয়ুষ্কাল দেখতে টেবিলের সারিটি নির্বাচন করুন।</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>অপারেশন</translation>
    </message>
    <message>
        <source>Filter by op name:</source>
        <translation>অপের নাম দিয়ে ফিল্টার:</translation>
    </message>
    <message>
        <source>Active memory allocations at peak usage within the profiling window, every size (XProf hides those under 1 MiB).</source>
        <translation>প্রোফাইলিং উইন্ডোর সর্বোচ্চ ব্যবহারের সময় সক্রিয় মেমরি বরাদ্দ, সব আকারের (XProf 1 MiB-এর কমগুলো লুকায়)।</translation>
    </message>
    <message>
        <source>Memory Breakdown Table</source>
        <translation>মেমরি বিভাজন টেবিল</translation>
    </message>
    <message>
        <source>Never Freed</source>
        <translation>কখনো মুক্ত হয়নি</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>পর্যবেক্ষণ</translation>
    </message>
    <message>
        <source>Click a module to zoom the chart to its execution, click it again to see everything.</source>
        <translation>চার্টকে কোনো মডিউলের সম্পাদনে জুম করতে তাতে ক্লিক করুন, সবকিছু দেখতে আবার ক্লিক করুন।</translation>
    </message>
    <message>
        <source>HLO Modules</source>
        <translation>HLO মডিউল</translation>
    </message>
    <message>
        <source>Breakdown Table as CSV…</source>
        <translation>বিভাজন টেবিল CSV হিসেবে…</translation>
    </message>
    <message>
        <source>Never-Freed List as CSV…</source>
        <translation>কখনো-মুক্ত-না-হওয়া তালিকা CSV হিসেবে…</translation>
    </message>
    <message>
        <source>Open a profile to see its memory profile.</source>
        <translation>মেমরি প্রোফাইল দেখতে একটি প্রোফাইল খুলুন।</translation>
    </message>
    <message>
        <source>Analysing the memory events of %1…</source>
        <translation>%1-এর মেমরি ইভেন্ট বিশ্লেষণ করা হচ্ছে…</translation>
    </message>
    <message>
        <source>HLO Modules (%1)</source>
        <translation>HLO মডিউল (%1)</translation>
    </message>
    <message>
        <source>The memory profile cannot be computed: %1</source>
        <translation>মেমরি প্রোফাইল গণনা করা যাচ্ছে না: %1</translation>
    </message>
    <message>
        <source>There is no memory profile to display because there were no memory activity data in the captured duration. To view memory profile, please profile your workload with host_trace_level &gt;= 2.</source>
        <translation>দেখানোর মতো কোনো মেমরি প্রোফাইল নেই, কারণ ধারণ করা সময়ে কোনো মেমরি কার্যকলাপের ডেটা ছিল না। মেমরি প্রোফাইল দেখতে, host_trace_level &gt;= 2 দিয়ে আপনার কাজের প্রোফাইল নিন।</translation>
    </message>
    <message>
        <source>memory ID %1</source>
        <translation>মেমরি ID %1</translation>
    </message>
    <message>
        <source>%1 — memory ID %2</source>
        <translation>%1 — মেমরি ID %2</translation>
    </message>
    <message>
        <source>Never Freed (%1)</source>
        <translation>কখনো মুক্ত হয়নি (%1)</translation>
    </message>
    <message>
        <source>Findings (%1)</source>
        <translation>পর্যবেক্ষণ (%1)</translation>
    </message>
    <message>
        <source>host %1</source>
        <translation>হোস্ট %1</translation>
    </message>
    <message>
        <source>Free memory (%1 at the peak) is hidden so that the heap stays visible; tick Free memory to show it.</source>
        <translation>খালি মেমরি (শীর্ষে %1) লুকানো আছে যাতে হিপ দেখা যায়; দেখাতে &quot;খালি মেমরি&quot; টিক দিন।</translation>
    </message>
    <message>
        <source>No step markers (group_id) in this profile: every event counts as step 0.</source>
        <translation>এই প্রোফাইলে কোনো ধাপ চিহ্ন (group_id) নেই: প্রতিটি ইভেন্ট ধাপ 0 হিসেবে গণ্য।</translation>
    </message>
    <message>
        <source>Nothing stands out: allocations and deallocations balance, the heap does not grow and fragmentation stays flat.</source>
        <translation>উল্লেখযোগ্য কিছু নেই: বরাদ্দ ও মুক্তকরণ সমান, হিপ বাড়ে না এবং খণ্ডায়ন স্থির থাকে।</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>ধাপ</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>ধাপ</translation>
    </message>
    <message>
        <source>Allocations</source>
        <translation>বরাদ্দ</translation>
    </message>
    <message>
        <source>Deallocations</source>
        <translation>মুক্তকরণ</translation>
    </message>
    <message>
        <source>Allocated</source>
        <translation>বরাদ্দ হয়েছে</translation>
    </message>
    <message>
        <source>Freed</source>
        <translation>মুক্ত হয়েছে</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>নিট</translation>
    </message>
    <message>
        <source>Heap at end</source>
        <translation>শেষে হিপ</translation>
    </message>
    <message>
        <source>… and %1 more steps.</source>
        <translation>… এবং আরও %1টি ধাপ।</translation>
    </message>
    <message>
        <source>Memory Profile Summary</source>
        <translation>মেমরি প্রোফাইলের সারসংক্ষেপ</translation>
    </message>
    <message>
        <source>Unknown image format %1.</source>
        <translation>অজানা ছবির ফরম্যাট %1।</translation>
    </message>
    <message>
        <source>Export as CSV</source>
        <translation>CSV হিসেবে এক্সপোর্ট</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV টেবিল (*.csv)</translation>
    </message>
    <message>
        <source>Reading the memory events…</source>
        <translation>মেমরি ইভেন্ট পড়া হচ্ছে…</translation>
    </message>
    <message>
        <source>Analysing the allocators…</source>
        <translation>অ্যালোকেটরগুলো বিশ্লেষণ করা হচ্ছে…</translation>
    </message>
    <message>
        <source>The analysis of the memory events was cancelled. It starts again when this page is shown again.</source>
        <translation>মেমরি ইভেন্টের বিশ্লেষণ বাতিল করা হয়েছে। এই পৃষ্ঠাটি আবার দেখানো হলে এটি আবার শুরু হবে।</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryProfileSummary</name>
    <message>
        <source>Memory Profile Summary</source>
        <translation>মেমরি প্রোফাইলের সারসংক্ষেপ</translation>
    </message>
    <message>
        <source>#Allocation</source>
        <translation>#বরাদ্দ</translation>
    </message>
    <message>
        <source>every allocation event in the window</source>
        <translation>উইন্ডোর প্রতিটি বরাদ্দ ইভেন্ট</translation>
    </message>
    <message>
        <source>#Deallocation</source>
        <translation>#মুক্তকরণ</translation>
    </message>
    <message>
        <source>Never freed</source>
        <translation>কখনো মুক্ত হয়নি</translation>
    </message>
    <message>
        <source>allocations of the window still alive at its end</source>
        <translation>উইন্ডোর যে বরাদ্দগুলো শেষেও জীবিত</translation>
    </message>
    <message>
        <source>Memory Capacity</source>
        <translation>মেমরির ধারণক্ষমতা</translation>
    </message>
    <message>
        <source>Stack + heap + free memory at the window peak</source>
        <translation>উইন্ডোর শীর্ষে স্ট্যাক + হিপ + খালি মেমরি</translation>
    </message>
    <message>
        <source>Lifetime Peak Heap Usage</source>
        <translation>আজীবন সর্বোচ্চ হিপ ব্যবহার</translation>
    </message>
    <message>
        <source>high water mark in lifetime, may be outside profiling window</source>
        <translation>আজীবনের সর্বোচ্চ মান, প্রোফাইলিং উইন্ডোর বাইরে হতে পারে</translation>
    </message>
    <message>
        <source>Profile-window Peak Memory Usage</source>
        <translation>প্রোফাইল-উইন্ডোর সর্বোচ্চ মেমরি ব্যবহার</translation>
    </message>
    <message>
        <source>stack + heap, within profiling window</source>
        <translation>স্ট্যাক + হিপ, প্রোফাইলিং উইন্ডোর মধ্যে</translation>
    </message>
    <message>
        <source>Timestamp</source>
        <translation>সময়চিহ্ন</translation>
    </message>
    <message>
        <source>When the window peak happened</source>
        <translation>উইন্ডোর শীর্ষ কখন ঘটেছে</translation>
    </message>
    <message>
        <source>Stack Reservation</source>
        <translation>স্ট্যাক সংরক্ষণ</translation>
    </message>
    <message>
        <source>Memory reserved by the allocator at the peak (bytes_reserved)</source>
        <translation>শীর্ষে অ্যালোকেটরের সংরক্ষিত মেমরি (bytes_reserved)</translation>
    </message>
    <message>
        <source>Heap Allocation</source>
        <translation>হিপ বরাদ্দ</translation>
    </message>
    <message>
        <source>Memory allocated to tensors at the peak (bytes_allocated)</source>
        <translation>শীর্ষে টেনসরগুলোকে বরাদ্দ করা মেমরি (bytes_allocated)</translation>
    </message>
    <message>
        <source>Free Memory</source>
        <translation>খালি মেমরি</translation>
    </message>
    <message>
        <source>Memory still available to the allocator at the peak</source>
        <translation>শীর্ষে অ্যালোকেটরের কাছে এখনো পাওয়া যায় এমন মেমরি</translation>
    </message>
    <message>
        <source>Fragmentation</source>
        <translation>খণ্ডায়ন</translation>
    </message>
    <message>
        <source>100% × (1 − largest free chunk ÷ total free memory) at the peak</source>
        <translation>শীর্ষে 100% × (1 − সবচেয়ে বড় খালি অংশ ÷ মোট খালি মেমরি)</translation>
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
        <translation>(অপের নাম নেই)</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryTimelineChart</name>
    <message>
        <source>stack</source>
        <translation>স্ট্যাক</translation>
    </message>
    <message>
        <source>heap</source>
        <translation>হিপ</translation>
    </message>
    <message>
        <source>free</source>
        <translation>খালি</translation>
    </message>
    <message>
        <source>fragmentation</source>
        <translation>খণ্ডায়ন</translation>
    </message>
    <message>
        <source>window peak</source>
        <translation>উইন্ডোর শীর্ষ</translation>
    </message>
    <message>
        <source>Timestamp (ms)</source>
        <translation>সময়চিহ্ন (ms)</translation>
    </message>
    <message>
        <source>Fragmentation (%)</source>
        <translation>খণ্ডায়ন (%)</translation>
    </message>
    <message>
        <source>Drag to zoom into a time range, right-click to see the whole window, click for the event at that time.</source>
        <translation>কোনো সময়সীমায় জুম করতে টানুন, পুরো উইন্ডো দেখতে রাইট-ক্লিক করুন, সেই সময়ের ইভেন্ট দেখতে ক্লিক করুন।</translation>
    </message>
    <message>
        <source>Memory Usage (%1)</source>
        <translation>মেমরি ব্যবহার (%1)</translation>
    </message>
    <message>
        <source>timestamp (ms): %1</source>
        <translation>সময়চিহ্ন (ms): %1</translation>
    </message>
    <message>
        <source>event: %1</source>
        <translation>ইভেন্ট: %1</translation>
    </message>
    <message>
        <source>allocation</source>
        <translation>বরাদ্দ</translation>
    </message>
    <message>
        <source>deallocation</source>
        <translation>মুক্তকরণ</translation>
    </message>
    <message>
        <source>requested size: %1</source>
        <translation>অনুরোধ করা আকার: %1</translation>
    </message>
    <message>
        <source>allocation size: %1</source>
        <translation>বরাদ্দের আকার: %1</translation>
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
        <translation>ব্যবহৃত মেমরি (স্ট্যাক + হিপ): %1</translation>
    </message>
    <message>
        <source>heap: %1, stack: %2, free: %3</source>
        <translation>হিপ: %1, স্ট্যাক: %2, খালি: %3</translation>
    </message>
    <message>
        <source>fragmentation: %1%</source>
        <translation>খণ্ডায়ন: %1%</translation>
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
        <translation>মেমরি স্পেস %1: %2</translation>
    </message>
    <message>
        <source>The module allocates nothing in %1.</source>
        <translation>মডিউলটি %1-এ কিছুই বরাদ্দ করে না।</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryViewerComparePage</name>
    <message>
        <source>whole program</source>
        <translation>পুরো প্রোগ্রাম</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 থেকে %2</translation>
    </message>
    <message>
        <source>Memory Viewer overview</source>
        <translation>মেমরি ভিউয়ারের ওভারভিউ</translation>
    </message>
    <message>
        <source>Module A:</source>
        <translation>মডিউল A:</translation>
    </message>
    <message>
        <source>Module B:</source>
        <translation>মডিউল B:</translation>
    </message>
    <message>
        <source>Memory type:</source>
        <translation>মেমরি টাইপ:</translation>
    </message>
    <message>
        <source>Program order:</source>
        <translation>প্রোগ্রাম ক্রম:</translation>
    </message>
    <message>
        <source>Each module&apos;s own</source>
        <translation>প্রতিটি মডিউলের নিজস্ব</translation>
    </message>
    <message>
        <source>Normalised to 0–100 %</source>
        <translation>0–100 %-এ স্বাভাবিকীকৃত</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>তুলনা করা হচ্ছে…</translation>
    </message>
    <message>
        <source>B has no module named %1: it shows its module with the largest peak. Choose another above.</source>
        <translation>B-তে %1 নামে কোনো মডিউল নেই: এর সবচেয়ে বড় শীর্ষের মডিউলটি দেখানো হচ্ছে। উপরে অন্য একটি বেছে নিন।</translation>
    </message>
    <message>
        <source>%1 has no XLA module with a buffer assignment to compare.</source>
        <translation>%1-এ তুলনা করার মতো buffer assignment-সহ কোনো XLA মডিউল নেই।</translation>
    </message>
    <message>
        <source>Module %1: %2</source>
        <translation>মডিউল %1: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Program order (% of each module&apos;s)</source>
        <translation>প্রোগ্রাম ক্রম (প্রতিটি মডিউলের %)</translation>
    </message>
    <message>
        <source>Program order</source>
        <translation>প্রোগ্রাম ক্রম</translation>
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
        <translation>দুই দিকই এখানে দেখতে তালিকায় কোনো বাফারের ওপর পয়েন্টার রাখুন; দুটি বক্ররেখাতেই এর আয়ুষ্কাল ছায়া করা হয়।</translation>
    </message>
    <message>
        <source>Instruction</source>
        <translation>নির্দেশনা</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>আকৃতি</translation>
    </message>
    <message>
        <source>Framework op</source>
        <translation>ফ্রেমওয়ার্ক অপ</translation>
    </message>
    <message>
        <source>Op code</source>
        <translation>Opcode</translation>
    </message>
    <message>
        <source>Allocation type</source>
        <translation>বরাদ্দের ধরন</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>আকার</translation>
    </message>
    <message>
        <source>Unpadded size</source>
        <translation>প্যাডিং-ছাড়া আকার</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>প্যাডিং</translation>
    </message>
    <message>
        <source>Lifetime (program order)</source>
        <translation>আয়ুষ্কাল (প্রোগ্রাম ক্রম)</translation>
    </message>
    <message>
        <source>Position at the peak</source>
        <translation>শীর্ষে অবস্থান</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>উৎস</translation>
    </message>
    <message>
        <source>Moved in program order.</source>
        <translation>প্রোগ্রাম ক্রমে সরানো হয়েছে।</translation>
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
        <translation>মেমরি ভিউয়ার তুলনার চার্ট</translation>
    </message>
    <message>
        <source>Memory Viewer Comparison</source>
        <translation>মেমরি ভিউয়ার তুলনা</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryViewerPage</name>
    <message>
        <source>Static analysis of the compiler&apos;s buffer assignment: these numbers come from the XLA compiler, not from measuring the program while it ran (that is the Memory Profile). Program order is the position in the HLO schedule, not time.</source>
        <translation>কম্পাইলারের buffer assignment-এর স্থির বিশ্লেষণ: এই সংখ্যাগুলো XLA কম্পাইলার থেকে আসে, প্রোগ্রাম চলার সময় মাপা থেকে নয় (সেটি মেমরি প্রোফাইল)। প্রোগ্রাম ক্রম হলো HLO শিডিউলে অবস্থান, সময় নয়।</translation>
    </message>
    <message>
        <source>XLA simulated no heap for this memory space (its buffer assignment has no heap simulator trace), so there is no program order: no chart over program order, no view by program order and no allocation timeline. The buffers below are what its allocations hold.</source>
        <translation>XLA এই মেমরি স্পেসের জন্য কোনো হিপ সিমুলেট করেনি (এর buffer assignment-এ কোনো heap simulator ট্রেস নেই), তাই প্রোগ্রাম ক্রম নেই: প্রোগ্রাম ক্রম অনুযায়ী চার্ট, প্রোগ্রাম ক্রমের ভিউ বা বরাদ্দের টাইমলাইন কোনোটিই নেই। নিচের বাফারগুলো এর বরাদ্দগুলোতে যা আছে তা-ই।</translation>
    </message>
    <message>
        <source>Open a profile and pick a module to see where its memory goes.</source>
        <translation>কোনো মডিউলের মেমরি কোথায় যায় দেখতে একটি প্রোফাইল খুলে মডিউল বেছে নিন।</translation>
    </message>
    <message>
        <source>Reset Zoom</source>
        <translation>জুম রিসেট</translation>
    </message>
    <message>
        <source>Show the whole program again (Esc on the chart)</source>
        <translation>আবার পুরো প্রোগ্রাম দেখান (চার্টে Esc)</translation>
    </message>
    <message>
        <source>Memory Allocation Chart</source>
        <translation>মেমরি বরাদ্দের চার্ট</translation>
    </message>
    <message>
        <source>The heap after each step of the HLO schedule, with the peak marked. Drag across the chart to zoom into a range; hover a buffer below to see its lifetime here.</source>
        <translation>HLO শিডিউলের প্রতিটি ধাপের পরের হিপ, শীর্ষ চিহ্নিত। কোনো সীমায় জুম করতে চার্টের ওপর দিয়ে টানুন; এখানে আয়ুষ্কাল দেখতে নিচের কোনো বাফারের ওপর পয়েন্টার রাখুন।</translation>
    </message>
    <message>
        <source>HLO Ops at Peak Memory Allocation Time</source>
        <translation>সর্বোচ্চ মেমরি বরাদ্দের সময় HLO অপ</translation>
    </message>
    <message>
        <source>Hover over a buffer for its details; click or use the arrow keys to select one. A buffer has the same colour in every view; colours carry no meaning.</source>
        <translation>বিবরণের জন্য বাফারের ওপর পয়েন্টার রাখুন; নির্বাচন করতে ক্লিক করুন বা তীর কী ব্যবহার করুন। প্রতিটি ভিউতে একটি বাফারের রং একই; রঙের কোনো অর্থ নেই।</translation>
    </message>
    <message>
        <source>Buffer Allocation Timeline</source>
        <translation>বাফার বরাদ্দের টাইমলাইন</translation>
    </message>
    <message>
        <source>Search op name (regular expression)…</source>
        <translation>অপের নাম খুঁজুন (রেগুলার এক্সপ্রেশন)…</translation>
    </message>
    <message>
        <source>Matches framework op and instruction names, ignoring case. Enter or F3 steps through the matches, Shift+F3 goes back.</source>
        <translation>বড়-ছোট হাতের অক্ষর উপেক্ষা করে ফ্রেমওয়ার্ক অপ ও নির্দেশনার নাম মেলায়। Enter বা F3 মিলগুলোর মধ্যে এগোয়, Shift+F3 পেছনে যায়।</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2-এর %1</translation>
    </message>
    <message>
        <source>Show every block again (Home)</source>
        <translation>আবার প্রতিটি ব্লক দেখান (Home)</translation>
    </message>
    <message>
        <source>Width is a buffer&apos;s lifetime in program order, height its size, and the vertical position its offset in memory. Ctrl+scroll to zoom, drag to pan, click to select, double-click to zoom to a block.</source>
        <translation>প্রস্থ হলো প্রোগ্রাম ক্রমে বাফারের আয়ুষ্কাল, উচ্চতা তার আকার, আর উল্লম্ব অবস্থান মেমরিতে তার অফসেট। জুম করতে Ctrl+স্ক্রল, সরাতে টানুন, নির্বাচন করতে ক্লিক, কোনো ব্লকে জুম করতে ডাবল-ক্লিক করুন।</translation>
    </message>
    <message>
        <source>Buffers at the Peak</source>
        <translation>শীর্ষে বাফার</translation>
    </message>
    <message>
        <source>Filter buffers…</source>
        <translation>বাফার ফিল্টার…</translation>
    </message>
    <message>
        <source>Shows the buffers whose name, shape, op or type contains this text</source>
        <translation>যে বাফারগুলোর নাম, আকৃতি, অপ বা ধরনে এই লেখা আছে সেগুলো দেখায়</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV এক্সপোর্ট…</translation>
    </message>
    <message>
        <source>Save the buffers at the peak, as listed, as a CSV file</source>
        <translation>শীর্ষের বাফারগুলো, তালিকায় যেমন আছে, CSV ফাইল হিসেবে সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>এক্সপোর্ট</translation>
    </message>
    <message>
        <source>Save as Graphviz DOT…</source>
        <translation>Graphviz DOT হিসেবে সংরক্ষণ…</translation>
    </message>
    <message>
        <source>This analysis has no DOT text (it was run without the Graphviz output).</source>
        <translation>এই বিশ্লেষণে কোনো DOT লেখা নেই (এটি Graphviz আউটপুট ছাড়া চালানো হয়েছে)।</translation>
    </message>
    <message>
        <source>No module is open.</source>
        <translation>কোনো মডিউল খোলা নেই।</translation>
    </message>
    <message>
        <source>not known: XLA simulated no heap for this memory space, so there is no program order</source>
        <translation>অজানা: XLA এই মেমরি স্পেসের জন্য কোনো হিপ সিমুলেট করেনি, তাই প্রোগ্রাম ক্রম নেই</translation>
    </message>
    <message>
        <source>Module Name: %1</source>
        <translation>মডিউলের নাম: %1</translation>
    </message>
    <message>
        <source>Peak memory allocation: %1, %2 (with fragmentation)</source>
        <translation>সর্বোচ্চ মেমরি বরাদ্দ: %1, %2 (খণ্ডায়নসহ)</translation>
    </message>
    <message>
        <source>%1 total padding overhead</source>
        <translation>%1 মোট প্যাডিং ওভারহেড</translation>
    </message>
    <message>
        <source>%1 total argument size</source>
        <translation>%1 মোট আর্গুমেন্টের আকার</translation>
    </message>
    <message>
        <source>%1 stack simulated HLO temporary variables</source>
        <translation>%1 স্ট্যাকে সিমুলেটেড HLO অস্থায়ী ভেরিয়েবল</translation>
    </message>
    <message>
        <source>%1 HLO lifetime temporary variables with fragmentation (fragmentation %2%)</source>
        <translation>%1 খণ্ডায়নসহ HLO আয়ুষ্কালের অস্থায়ী ভেরিয়েবল (খণ্ডায়ন %2%)</translation>
    </message>
    <message>
        <source>%1 max scoped VMEM allocation (%2)</source>
        <translation>%1 সর্বোচ্চ scoped VMEM বরাদ্দ (%2)</translation>
    </message>
    <message>
        <source>Modifying your model&apos;s architecture, batch size and data dimensions may help reduce the memory footprint.</source>
        <translation>মডেলের আর্কিটেকচার, ব্যাচের আকার ও ডেটার মাত্রা বদলালে মেমরির ব্যবহার কমতে পারে।</translation>
    </message>
    <message>
        <source>There is no data to display for this memory space.</source>
        <translation>এই মেমরি স্পেসের জন্য দেখানোর মতো কোনো ডেটা নেই।</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>সতর্কতা: %1</translation>
    </message>
    <message>
        <source>As XProf reports it:
%1</source>
        <translation>XProf যেভাবে জানায়:
%1</translation>
    </message>
    <message numerus="yes">
        <source>invalid regular expression (%1): %n plain-text match(es)</source>
        <translation>
            <numerusform>অবৈধ রেগুলার এক্সপ্রেশন (%1): %nটি সাধারণ-লেখা মিল</numerusform>
            <numerusform>অবৈধ রেগুলার এক্সপ্রেশন (%1): %nটি সাধারণ-লেখা মিল</numerusform>
        </translation>
    </message>
    <message>
        <source>no matches</source>
        <translation>কোনো মিল নেই</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%nটি মিল</numerusform>
            <numerusform>%nটি মিল</numerusform>
        </translation>
    </message>
    <message>
        <source>Memory Viewer Page</source>
        <translation>মেমরি ভিউয়ার পৃষ্ঠা</translation>
    </message>
    <message>
        <source>There is no analysis to export.</source>
        <translation>এক্সপোর্ট করার মতো কোনো বিশ্লেষণ নেই।</translation>
    </message>
    <message>
        <source>allocation-timeline.dot was not written: the analysis has no DOT text (run it with the Graphviz output).</source>
        <translation>allocation-timeline.dot লেখা হয়নি: বিশ্লেষণে কোনো DOT লেখা নেই (Graphviz আউটপুটসহ চালান)।</translation>
    </message>
    <message>
        <source>Export Buffers at the Peak</source>
        <translation>শীর্ষের বাফার এক্সপোর্ট</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>CSV ফাইল (*.csv)</translation>
    </message>
    <message>
        <source>Export Allocation Timeline</source>
        <translation>বরাদ্দের টাইমলাইন এক্সপোর্ট</translation>
    </message>
    <message>
        <source>Graphviz DOT (*.dot *.gv)</source>
        <translation>Graphviz DOT (*.dot *.gv)</translation>
    </message>
    <message>
        <source>Finding the buffers live at the peak and laying out the allocation timeline…</source>
        <translation>সর্বোচ্চ বিন্দুতে সক্রিয় বাফারগুলো খোঁজা হচ্ছে এবং বরাদ্দের টাইমলাইন সাজানো হচ্ছে…</translation>
    </message>
    <message>
        <source>Buffers: %L1</source>
        <translation>বাফার: %L1</translation>
    </message>
    <message>
        <source>Buffers: %L1 of %L2</source>
        <translation>বাফার: %L2টির মধ্যে %L1টি</translation>
    </message>
    <message>
        <source>%1 total padding overhead, all of it in buffers smaller than %2 (lower &quot;Small buffers below&quot; to see them by padding)</source>
        <translation>মোট প্যাডিং ওভারহেড %1, তার সবটাই %2-এর চেয়ে ছোট বাফারে (প্যাডিং অনুযায়ী দেখতে &quot;এর নিচে ছোট বাফার&quot; কমান)</translation>
    </message>
    <message>
        <source>Memory allocated after each allocation and free of the trace, with the peak marked. Drag across the chart to zoom into a range; hover an allocation below to see its lifetime here.</source>
        <translation>ট্রেসের প্রতিটি বরাদ্দ ও মুক্তির পরে বরাদ্দ মেমরি, শীর্ষ চিহ্নিত। একটি পরিসরে জুম করতে চার্ট জুড়ে টানুন; জীবনকাল এখানে দেখতে নিচের একটি বরাদ্দের উপর পয়েন্টার রাখুন।</translation>
    </message>
    <message>
        <source>Allocations Live at the Peak</source>
        <translation>শীর্ষে জীবিত বরাদ্দ</translation>
    </message>
    <message>
        <source>Hover over an allocation for its details and stack; click or use the arrow keys to select one. An allocation has the same colour in every view; colours carry no meaning. Allocator rounding is the size minus what the program asked for.</source>
        <translation>বিবরণ ও স্ট্যাকের জন্য একটি বরাদ্দের উপর পয়েন্টার রাখুন; নির্বাচন করতে ক্লিক করুন বা তীর কী ব্যবহার করুন। প্রতিটি দৃশ্যে একটি বরাদ্দের রং একই; রঙের কোনো অর্থ নেই। অ্যালোকেটরের রাউন্ডিং হলো আকার থেকে প্রোগ্রাম যা চেয়েছিল তা বাদ দিলে যা থাকে।</translation>
    </message>
    <message>
        <source>Allocations at the Peak</source>
        <translation>শীর্ষের বরাদ্দ</translation>
    </message>
    <message>
        <source>Filter allocations…</source>
        <translation>বরাদ্দ ছাঁকুন…</translation>
    </message>
    <message>
        <source>Shows the allocations whose frame, address, context or stream contains this text</source>
        <translation>যেসব বরাদ্দের ফ্রেম, ঠিকানা, প্রসঙ্গ বা স্ট্রিমে এই লেখা আছে সেগুলি দেখায়</translation>
    </message>
    <message>
        <source>Save the allocations at the peak, as listed, as a CSV file</source>
        <translation>শীর্ষের বরাদ্দগুলি তালিকার মতো করে CSV ফাইল হিসেবে সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>Allocations: %L1</source>
        <translation>বরাদ্দ: %L1</translation>
    </message>
    <message>
        <source>Allocations: %L1 of %L2</source>
        <translation>বরাদ্দ: %L2-এর মধ্যে %L1</translation>
    </message>
    <message>
        <source>The Peak by Scope</source>
        <translation>স্কোপ অনুসারে শীর্ষ</translation>
    </message>
    <message>
        <source>&amp;Group by:</source>
        <translation>গ্রুপ করুন(&amp;G):</translation>
    </message>
    <message>
        <source>Group the buffers by the framework&apos;s name scope (the op name split at &quot;/&quot;) or by the source line that made them (its stack, outermost first)</source>
        <translation>বাফারগুলোকে ফ্রেমওয়ার্কের নাম-স্কোপ (&quot;/&quot; দিয়ে ভাগ করা অপ নাম) বা সেগুলো তৈরি করা সোর্স লাইন (তার স্ট্যাক, সবচেয়ে বাইরেরটি আগে) অনুসারে গ্রুপ করুন</translation>
    </message>
    <message>
        <source>Framework name scope</source>
        <translation>ফ্রেমওয়ার্কের নাম-স্কোপ</translation>
    </message>
    <message>
        <source>Source line</source>
        <translation>সোর্স লাইন</translation>
    </message>
    <message>
        <source>The buffers live at the peak as a tree: which scope or line holds the memory is the largest open path. Branches of a tenth of the peak or more are open; click a buffer to select it in every view.</source>
        <translation>শীর্ষে জীবিত বাফারগুলো একটি ট্রি হিসেবে: কোন স্কোপ বা লাইন মেমরি ধরে রাখে তা সবচেয়ে বড় খোলা পথ। শীর্ষের এক-দশমাংশ বা তার বেশি শাখাগুলো খোলা; প্রতিটি ভিউতে নির্বাচন করতে একটি বাফারে ক্লিক করুন।</translation>
    </message>
    <message>
        <source>The peak by scope</source>
        <translation>স্কোপ অনুসারে শীর্ষ</translation>
    </message>
    <message>
        <source>Scope, line or buffer</source>
        <translation>স্কোপ, লাইন বা বাফার</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>আকার</translation>
    </message>
    <message>
        <source>Share of the peak</source>
        <translation>শীর্ষে অংশ</translation>
    </message>
    <message>
        <source>Buffers</source>
        <translation>বাফার</translation>
    </message>
    <message>
        <source>(no framework op name)</source>
        <translation>(ফ্রেমওয়ার্ক অপ নাম নেই)</translation>
    </message>
    <message>
        <source>(no source line)</source>
        <translation>(সোর্স লাইন নেই)</translation>
    </message>
    <message>
        <source>(small buffers, grouped)</source>
        <translation>(ছোট বাফার, একত্রিত)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>… and %L1 smaller ones</source>
        <translation>… এবং আরও %L1টি ছোট</translation>
    </message>
    <message>
        <source>… and %L1 smaller buffers: the table lists them all</source>
        <translation>… এবং আরও %L1টি ছোট বাফার: টেবিলে সবগুলো আছে</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryViewerTool</name>
    <message>
        <source>This profile contains no XLA modules, so there is no compiler memory view.</source>
        <translation>এই প্রোফাইলে কোনো XLA মডিউল নেই, তাই কম্পাইলারের মেমরি ভিউ নেই।</translation>
    </message>
    <message>
        <source>Analysing %1 (%2)…</source>
        <translation>%1 (%2) বিশ্লেষণ করা হচ্ছে…</translation>
    </message>
    <message>
        <source>%1 — %2 — %3</source>
        <translation>%1 — %2 — %3</translation>
    </message>
    <message>
        <source>%1 cannot be analysed: %2</source>
        <translation>%1 বিশ্লেষণ করা যাচ্ছে না: %2</translation>
    </message>
    <message>
        <source>the module carries no buffer assignment to analyse</source>
        <translation>মডিউলটিতে বিশ্লেষণ করার মতো buffer assignment নেই</translation>
    </message>
    <message>
        <source>Finding the module with the largest HBM peak… %1 of %2 modules measured. Press Esc to show the largest so far.</source>
        <translation>সবচেয়ে বড় HBM শীর্ষের মডিউল খোঁজা হচ্ছে… %2টি মডিউলের %1টি মাপা হয়েছে। এখন পর্যন্ত সবচেয়ে বড়টি দেখাতে Esc চাপুন।</translation>
    </message>
    <message>
        <source>Finding the module with the largest HBM peak… Press Esc to show the largest so far.</source>
        <translation>সবচেয়ে বড় HBM শীর্ষের মডিউল খোঁজা হচ্ছে… এখন পর্যন্ত সবচেয়ে বড়টি দেখাতে Esc চাপুন।</translation>
    </message>
</context>
<context>
    <name>memscope::MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation>বাদ দিন</translation>
    </message>
    <message>
        <source>Dismiss message</source>
        <translation>বার্তাটি সরান</translation>
    </message>
</context>
<context>
    <name>memscope::ModuleListModel</name>
    <message>
        <source>The module carries no HloProto.</source>
        <translation>মডিউলটিতে কোনো HloProto নেই।</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>error</source>
        <translation>ত্রুটি</translation>
    </message>
    <message>
        <source>%1
from host %2</source>
        <translation>%1
হোস্ট %2 থেকে</translation>
    </message>
    <message>
        <source>Computing the HBM peak…</source>
        <translation>HBM শীর্ষ গণনা করা হচ্ছে…</translation>
    </message>
    <message>
        <source>HBM peak: %1 (%2 bytes)</source>
        <translation>HBM শীর্ষ: %1 (%2 বাইট)</translation>
    </message>
    <message>
        <source>The HBM peak could not be computed: %1</source>
        <translation>HBM শীর্ষ গণনা করা যায়নি: %1</translation>
    </message>
    <message>
        <source>Module</source>
        <translation>মডিউল</translation>
    </message>
    <message>
        <source>HBM peak</source>
        <translation>HBM শীর্ষ</translation>
    </message>
</context>
<context>
    <name>memscope::OomReportTool</name>
    <message>
        <source>XLA out-of-memory report, %1</source>
        <translation>XLA আউট-অফ-মেমরি রিপোর্ট, %1</translation>
    </message>
    <message>
        <source>What is missing from this report</source>
        <translation>এই রিপোর্টে যা নেই</translation>
    </message>
    <message>
        <source>What a report cannot tell (it is not a profile)</source>
        <translation>একটি রিপোর্ট যা বলতে পারে না (এটি প্রোফাইল নয়)</translation>
    </message>
    <message>
        <source>This log holds several out-of-memory reports; choose one:</source>
        <translation>এই লগে একাধিক আউট-অফ-মেমরি রিপোর্ট আছে; একটি বেছে নিন:</translation>
    </message>
    <message>
        <source>Out-of-memory reports</source>
        <translation>আউট-অফ-মেমরি রিপোর্ট</translation>
    </message>
    <message>
        <source>Open a log that holds an XLA out-of-memory report, or paste one (Edit &gt; Paste).</source>
        <translation>XLA আউট-অফ-মেমরি রিপোর্টসহ একটি লগ খুলুন, অথবা একটি রিপোর্ট পেস্ট করুন (সম্পাদনা &gt; পেস্ট)।</translation>
    </message>
    <message>
        <source>This input holds no XLA out-of-memory report.</source>
        <translation>এই ইনপুটে কোনো XLA আউট-অফ-মেমরি রিপোর্ট নেই।</translation>
    </message>
    <message>
        <source>not known: an out-of-memory report has no program order</source>
        <translation>অজানা: আউট-অফ-মেমরি রিপোর্টে প্রোগ্রাম ক্রম থাকে না</translation>
    </message>
</context>
<context>
    <name>memscope::OverviewChart</name>
    <message>
        <source>Module execution time (in milliseconds)</source>
        <translation>মডিউল সম্পাদনের সময় (মিলিসেকেন্ডে)</translation>
    </message>
    <message>
        <source>Step Time (in milliseconds)</source>
        <translation>ধাপের সময় (মিলিসেকেন্ডে)</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>ধাপ %1</translation>
    </message>
    <message>
        <source>Step %1 (%2)</source>
        <translation>ধাপ %1 (%2)</translation>
    </message>
    <message>
        <source>%1, duration %2 ms
%3: %4 ms</source>
        <translation>%1, স্থায়িত্ব %2 ms
%3: %4 ms</translation>
    </message>
    <message>
        <source>Milliseconds</source>
        <translation>মিলিসেকেন্ড</translation>
    </message>
    <message>
        <source>Module execution</source>
        <translation>মডিউল সম্পাদন</translation>
    </message>
    <message>
        <source>Step Number</source>
        <translation>ধাপ নম্বর</translation>
    </message>
    <message>
        <source>Module execution (in time order)</source>
        <translation>মডিউল সম্পাদন (সময়ের ক্রমে)</translation>
    </message>
    <message>
        <source>Step (in time order)</source>
        <translation>ধাপ (সময়ের ক্রমে)</translation>
    </message>
    <message>
        <source>Inference Session Latency at Percentile</source>
        <translation>পার্সেন্টাইলে ইনফারেন্স সেশনের লেটেন্সি</translation>
    </message>
    <message>
        <source>Host time (in ms)</source>
        <translation>হোস্টের সময় (ms)</translation>
    </message>
    <message>
        <source>Device time (in ms)</source>
        <translation>ডিভাইসের সময় (ms)</translation>
    </message>
    <message>
        <source>Host-device communication time (in ms)</source>
        <translation>হোস্ট-ডিভাইস যোগাযোগের সময় (ms)</translation>
    </message>
    <message>
        <source>%1: %2 ms in total
%3: %4 ms</source>
        <translation>%1: মোট %2 ms
%3: %4 ms</translation>
    </message>
    <message>
        <source>Percentile</source>
        <translation>পার্সেন্টাইল</translation>
    </message>
    <message>
        <source>Session Latency Breakdown (ms)</source>
        <translation>সেশন লেটেন্সির বিভাজন (ms)</translation>
    </message>
    <message>
        <source>Module execution %1 (%2)</source>
        <translation>মডিউল সম্পাদন %1 (%2)</translation>
    </message>
</context>
<context>
    <name>memscope::OverviewComparePage</name>
    <message>
        <source>Comparing…</source>
        <translation>তুলনা করা হচ্ছে…</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>ওভারভিউ</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Overview Comparison</source>
        <translation>ওভারভিউ তুলনা</translation>
    </message>
</context>
<context>
    <name>memscope::OverviewPage</name>
    <message>
        <source>All Others Time</source>
        <translation>অন্য সব সময়</translation>
    </message>
    <message>
        <source>Compilation Time</source>
        <translation>কম্পাইলের সময়</translation>
    </message>
    <message>
        <source>Output Time</source>
        <translation>আউটপুটের সময়</translation>
    </message>
    <message>
        <source>Input Time</source>
        <translation>ইনপুটের সময়</translation>
    </message>
    <message>
        <source>Kernel Launch Time</source>
        <translation>কার্নেল চালুর সময়</translation>
    </message>
    <message>
        <source>Host Compute Time</source>
        <translation>হোস্টে কম্পিউটের সময়</translation>
    </message>
    <message>
        <source>Device Collective Communication Time</source>
        <translation>ডিভাইসের সমষ্টিগত যোগাযোগের সময়</translation>
    </message>
    <message>
        <source>Device to Device Time</source>
        <translation>ডিভাইস থেকে ডিভাইসের সময়</translation>
    </message>
    <message>
        <source>Device Compute Time</source>
        <translation>ডিভাইসে কম্পিউটের সময়</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Performance Summary</source>
        <translation>পারফরম্যান্সের সারসংক্ষেপ</translation>
    </message>
    <message>
        <source>Run Environment</source>
        <translation>রানের পরিবেশ</translation>
    </message>
    <message>
        <source>Step-time Graph</source>
        <translation>ধাপের সময়ের গ্রাফ</translation>
    </message>
    <message>
        <source>Recommendations</source>
        <translation>সুপারিশ</translation>
    </message>
    <message>
        <source>Top %1 Device Ops by Self Time</source>
        <translation>self time অনুযায়ী শীর্ষ %1টি ডিভাইস অপ</translation>
    </message>
    <message>
        <source>No profile is open.</source>
        <translation>কোনো প্রোফাইল খোলা নেই।</translation>
    </message>
    <message>
        <source>Inference Session Latency Breakdown</source>
        <translation>ইনফারেন্স সেশন লেটেন্সির বিভাজন</translation>
    </message>
    <message>
        <source>Sessions: %1; average session time %2.</source>
        <translation>সেশন: %1; গড় সেশনের সময় %2।</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Module Execution Time Graph</source>
        <translation>মডিউল সম্পাদনের সময়ের গ্রাফ</translation>
    </message>
    <message>
        <source>lower is better.</source>
        <translation>কম হলে ভালো।</translation>
    </message>
    <message>
        <source>higher is better.</source>
        <translation>বেশি হলে ভালো।</translation>
    </message>
    <message>
        <source>Average Session Time</source>
        <translation>গড় সেশনের সময়</translation>
    </message>
    <message>
        <source>Average Module Execution Time</source>
        <translation>গড় মডিউল সম্পাদনের সময়</translation>
    </message>
    <message>
        <source>Average Step Time</source>
        <translation>গড় ধাপের সময়</translation>
    </message>
    <message>
        <source>(σ = %1 ms, n = %2)</source>
        <translation>(σ = %1 ms, n = %2)</translation>
    </message>
    <message>
        <source>%1 (σ = %2 ms)</source>
        <translation>%1 (σ = %2 ms)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>অজানা</translation>
    </message>
    <message>
        <source>FLOPS Utilization</source>
        <translation>FLOPS ব্যবহার</translation>
    </message>
    <message>
        <source>Utilization of TPU Matrix Units</source>
        <translation>TPU ম্যাট্রিক্স ইউনিটের ব্যবহার</translation>
    </message>
    <message>
        <source>Compared to Program&apos;s Optimal FLOPS</source>
        <translation>প্রোগ্রামের সর্বোত্তম FLOPS-এর তুলনায়</translation>
    </message>
    <message>
        <source>TPU Duty Cycle</source>
        <translation>TPU ডিউটি সাইকেল</translation>
    </message>
    <message>
        <source>Percentage of the device time that is busy. Higher is better.</source>
        <translation>ডিভাইসের সময়ের যত শতাংশ ব্যস্ত। বেশি হলে ভালো।</translation>
    </message>
    <message>
        <source>Memory Bandwidth Utilization</source>
        <translation>মেমরি ব্যান্ডউইথের ব্যবহার</translation>
    </message>
    <message>
        <source>HBM Utilization</source>
        <translation>HBM ব্যবহার</translation>
    </message>
    <message>
        <source>Compared to Program&apos;s Optimal Bandwidth</source>
        <translation>প্রোগ্রামের সর্বোত্তম ব্যান্ডউইথের তুলনায়</translation>
    </message>
    <message>
        <source>Framework Op Placement</source>
        <translation>ফ্রেমওয়ার্ক অপের অবস্থান</translation>
    </message>
    <message>
        <source>generally desired to have more ops on device (%1 on the host, %2 on the device)</source>
        <translation>সাধারণত ডিভাইসে বেশি অপ থাকা কাম্য (হোস্টে %1, ডিভাইসে %2)</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>হোস্ট</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>ডিভাইস</translation>
    </message>
    <message>
        <source>Op Time Spent on Eager Execution</source>
        <translation>Eager সম্পাদনে অপের ব্যয়িত সময়</translation>
    </message>
    <message>
        <source>Device Compute Precisions</source>
        <translation>ডিভাইস কম্পিউটের নির্ভুলতা</translation>
    </message>
    <message>
        <source>out of total device compute time</source>
        <translation>মোট ডিভাইস কম্পিউট সময়ের মধ্যে</translation>
    </message>
    <message>
        <source>16-bit</source>
        <translation>১৬-বিট</translation>
    </message>
    <message>
        <source>32-bit</source>
        <translation>৩২-বিট</translation>
    </message>
    <message>
        <source>Other (integer, 8- and 64-bit)</source>
        <translation>অন্যান্য (পূর্ণসংখ্যা, ৮- ও ৬৪-বিট)</translation>
    </message>
    <message>
        <source>true</source>
        <translation>হ্যাঁ</translation>
    </message>
    <message>
        <source>false</source>
        <translation>না</translation>
    </message>
    <message>
        <source>Is training job</source>
        <translation>প্রশিক্ষণের কাজ কি না</translation>
    </message>
    <message>
        <source>Number of Hosts used</source>
        <translation>ব্যবহৃত হোস্টের সংখ্যা</translation>
    </message>
    <message>
        <source>Device type</source>
        <translation>ডিভাইসের ধরন</translation>
    </message>
    <message>
        <source>Number of device cores</source>
        <translation>ডিভাইস কোরের সংখ্যা</translation>
    </message>
    <message>
        <source>Profile start time (UTC)</source>
        <translation>প্রোফাইল শুরুর সময় (UTC)</translation>
    </message>
    <message>
        <source>Profile duration</source>
        <translation>প্রোফাইলের স্থায়িত্ব</translation>
    </message>
    <message>
        <source>Peak FLOP rate per core</source>
        <translation>প্রতি কোরে সর্বোচ্চ FLOP হার</translation>
    </message>
    <message>
        <source>TFLOP/s</source>
        <translation>TFLOP/s</translation>
    </message>
    <message>
        <source>Peak HBM bandwidth per core</source>
        <translation>প্রতি কোরে সর্বোচ্চ HBM ব্যান্ডউইথ</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>Nothing stands out in this profile.</source>
        <translation>এই প্রোফাইলে উল্লেখযোগ্য কিছু নেই।</translation>
    </message>
    <message>
        <source>Top Device Ops</source>
        <translation>শীর্ষ ডিভাইস অপ</translation>
    </message>
    <message>
        <source>Overview Page</source>
        <translation>ওভারভিউ পৃষ্ঠা</translation>
    </message>
    <message>
        <source>There is no overview to export.</source>
        <translation>এক্সপোর্ট করার মতো কোনো ওভারভিউ নেই।</translation>
    </message>
    <message>
        <source>Save as CSV…</source>
        <translation>CSV হিসেবে সংরক্ষণ…</translation>
    </message>
    <message>
        <source>Export Top Device Ops</source>
        <translation>শীর্ষ ডিভাইস অপ এক্সপোর্ট</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>CSV ফাইল (*.csv)</translation>
    </message>
    <message>
        <source>Measured FLOP rate per core</source>
        <translation>প্রতি কোরে মাপা FLOP হার</translation>
    </message>
    <message>
        <source>GFLOP/s</source>
        <translation>GFLOP/s</translation>
    </message>
    <message>
        <source>Measured HBM bandwidth per core</source>
        <translation>প্রতি কোরে মাপা HBM ব্যান্ডউইথ</translation>
    </message>
</context>
<context>
    <name>memscope::OverviewTool</name>
    <message>
        <source>No profile is open.</source>
        <translation>কোনো প্রোফাইল খোলা নেই।</translation>
    </message>
    <message>
        <source>This input has no trace (it is not an XSpace), so there is no performance overview.</source>
        <translation>এই ইনপুটে কোনো ট্রেস নেই (এটি XSpace নয়), তাই পারফরম্যান্স ওভারভিউ নেই।</translation>
    </message>
    <message>
        <source>Computing the overview…</source>
        <translation>ওভারভিউ গণনা করা হচ্ছে…</translation>
    </message>
</context>
<context>
    <name>memscope::OverviewTopOpsModel</name>
    <message>
        <source>n/a</source>
        <translation>প্রযোজ্য নয়</translation>
    </message>
    <message>
        <source>Framework op: %1</source>
        <translation>ফ্রেমওয়ার্ক অপ: %1</translation>
    </message>
    <message>
        <source>Time (%)</source>
        <translation>সময় (%)</translation>
    </message>
    <message>
        <source>Cumulative (%)</source>
        <translation>ক্রমযোজিত (%)</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>শ্রেণি</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>অপারেশন</translation>
    </message>
    <message>
        <source>Occurrences</source>
        <translation>সংখ্যা</translation>
    </message>
    <message>
        <source>Self time (ms)</source>
        <translation>self time (ms)</translation>
    </message>
    <message>
        <source>FLOP rate (GFLOP/s)</source>
        <translation>FLOP হার (GFLOP/s)</translation>
    </message>
    <message>
        <source>Bytes accessed</source>
        <translation>অ্যাক্সেস করা বাইট</translation>
    </message>
</context>
<context>
    <name>memscope::PeakBufferModel</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 বাইট</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>নাম</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>আকার</translation>
    </message>
    <message>
        <source>Unpadded size</source>
        <translation>প্যাডিং-ছাড়া আকার</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>প্যাডিং</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>আকৃতি</translation>
    </message>
    <message>
        <source>Framework op</source>
        <translation>ফ্রেমওয়ার্ক অপ</translation>
    </message>
    <message>
        <source>Opcode</source>
        <translation>Opcode</translation>
    </message>
    <message>
        <source>Allocation type</source>
        <translation>বরাদ্দের ধরন</translation>
    </message>
    <message>
        <source>Allocated at</source>
        <translation>বরাদ্দ হয়েছে</translation>
    </message>
    <message>
        <source>Freed at</source>
        <translation>মুক্ত হয়েছে</translation>
    </message>
    <message>
        <source>Allocated by</source>
        <translation>বরাদ্দকারী</translation>
    </message>
    <message>
        <source>Requested size</source>
        <translation>অনুরোধ করা আকার</translation>
    </message>
    <message>
        <source>Rounding</source>
        <translation>রাউন্ডিং</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>ঠিকানা</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>প্রসঙ্গ</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>স্ট্রিম</translation>
    </message>
    <message>
        <source>Allocated after action</source>
        <translation>যে ক্রিয়ার পরে বরাদ্দ</translation>
    </message>
    <message>
        <source>Freed after action</source>
        <translation>যে ক্রিয়ার পরে মুক্ত</translation>
    </message>
</context>
<context>
    <name>memscope::ProfileDocument</name>
    <message>
        <source>There is no module named &apos;%1&apos;; showing the module with the largest HBM peak.</source>
        <translation>&apos;%1&apos; নামে কোনো মডিউল নেই; সবচেয়ে বড় HBM শীর্ষের মডিউলটি দেখানো হচ্ছে।</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 (loading)</source>
        <translation>%1 (লোড হচ্ছে)</translation>
    </message>
    <message>
        <source>Still reading %1: what is shown is the part read so far</source>
        <translation>%1 এখনও পড়া হচ্ছে: যা দেখানো হচ্ছে তা এখন পর্যন্ত পড়া অংশ</translation>
    </message>
</context>
<context>
    <name>memscope::ProgramOrderChart</name>
    <message>
        <source>Memory Allocation Size vs Program Order</source>
        <translation>মেমরি বরাদ্দের আকার বনাম প্রোগ্রাম ক্রম</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>আকার</translation>
    </message>
    <message>
        <source>Unpadded Size</source>
        <translation>প্যাডিং-ছাড়া আকার</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>শীর্ষ</translation>
    </message>
    <message>
        <source>Program order (position in the HLO schedule, not time)</source>
        <translation>প্রোগ্রাম ক্রম (HLO শিডিউলে অবস্থান, সময় নয়)</translation>
    </message>
    <message>
        <source>Allocated heap size (%1)</source>
        <translation>বরাদ্দকৃত হিপের আকার (%1)</translation>
    </message>
    <message>
        <source>Peak: %1 at program order %2</source>
        <translation>শীর্ষ: প্রোগ্রাম ক্রম %2-এ %1</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>প্রযোজ্য নয়</translation>
    </message>
    <message>
        <source>Program order: %1
Size: %2
Unpadded size: %3
HLO instruction: %4</source>
        <translation>প্রোগ্রাম ক্রম: %1
আকার: %2
প্যাডিং-ছাড়া আকার: %3
HLO নির্দেশনা: %4</translation>
    </message>
    <message>
        <source>(end of program)</source>
        <translation>(প্রোগ্রামের শেষ)</translation>
    </message>
    <message>
        <source>Allocated Memory vs Allocator Actions</source>
        <translation>বরাদ্দ মেমরি বনাম অ্যালোকেটরের ক্রিয়া</translation>
    </message>
    <message>
        <source>Allocated</source>
        <translation>বরাদ্দ</translation>
    </message>
    <message>
        <source>Allocator actions (allocations and frees in trace order, not time)</source>
        <translation>অ্যালোকেটরের ক্রিয়া (ট্রেসের ক্রমে বরাদ্দ ও মুক্তি, সময় নয়)</translation>
    </message>
    <message>
        <source>Allocated memory (%1)</source>
        <translation>বরাদ্দ মেমরি (%1)</translation>
    </message>
    <message>
        <source>Peak: %1 after action %2</source>
        <translation>শীর্ষ: ক্রিয়া %2-এর পরে %1</translation>
    </message>
    <message>
        <source>Start of the trace
Allocated: %1</source>
        <translation>ট্রেসের শুরু
বরাদ্দ: %1</translation>
    </message>
    <message>
        <source>After action %1
Allocated: %2
The action&apos;s allocation: %3</source>
        <translation>ক্রিয়া %1-এর পরে
বরাদ্দ: %2
ক্রিয়াটির বরাদ্দ: %3</translation>
    </message>
    <message>
        <source>(no frames recorded)</source>
        <translation>(কোনো ফ্রেম লেখা নেই)</translation>
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
পরিবর্তিত %2
%nটি হোস্ট</numerusform>
            <numerusform>%1
পরিবর্তিত %2
%nটি হোস্ট</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>memscope::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>সেটিংস</translation>
    </message>
    <message>
        <source>Memory Viewer</source>
        <translation>মেমরি ভিউয়ার</translation>
    </message>
    <message>
        <source>Default &amp;small-buffer threshold:</source>
        <translation>ডিফল্ট ছোট-বাফার সীমা(&amp;S):</translation>
    </message>
    <message>
        <source>Buffers smaller than this are grouped into one &quot;small&quot; entry in the buffer views. None shows every buffer.</source>
        <translation>এর চেয়ে ছোট বাফারগুলো বাফার ভিউতে একটি &quot;ছোট&quot; এন্ট্রিতে একত্র হয়। &quot;কোনোটিই নয়&quot; প্রতিটি বাফার দেখায়।</translation>
    </message>
    <message>
        <source>None</source>
        <translation>কোনোটিই নয়</translation>
    </message>
    <message>
        <source> KiB</source>
        <translation> KiB</translation>
    </message>
    <message>
        <source>Profiles opened from now on start with this threshold; the sidebar changes it for one profile.</source>
        <translation>এখন থেকে খোলা প্রোফাইলগুলো এই সীমা দিয়ে শুরু হবে; সাইডবার একটি প্রোফাইলের জন্য এটি বদলায়।</translation>
    </message>
    <message>
        <source>Sizes</source>
        <translation>আকার</translation>
    </message>
    <message>
        <source>&amp;Binary units: KiB, MiB, GiB (1024 bytes), as XProf shows them</source>
        <translation>বাইনারি একক(&amp;B): KiB, MiB, GiB (1024 বাইট), XProf যেমন দেখায়</translation>
    </message>
    <message>
        <source>&amp;Decimal units: kB, MB, GB (1000 bytes)</source>
        <translation>দশমিক একক(&amp;D): kB, MB, GB (1000 বাইট)</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>চেহারা</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>থিম:</translation>
    </message>
    <message>
        <source>S&amp;ystem</source>
        <translation>সিস্টেম(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>হালকা(&amp;L)</translation>
    </message>
    <message>
        <source>D&amp;ark</source>
        <translation>গাঢ়(&amp;A)</translation>
    </message>
    <message>
        <source>La&amp;nguage:</source>
        <translation>ভাষা(&amp;N):</translation>
    </message>
    <message>
        <source>The language applies the next time Memscope starts.</source>
        <translation>Memscope পরের বার চালু হলে ভাষাটি প্রযোজ্য হবে।</translation>
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
        <translation>ট্রেস ফোল্ডারের রানগুলো, নতুনটি আগে। লোড করতে একটি রান সক্রিয় করুন।</translation>
    </message>
    <message>
        <source>&amp;Runs and hosts</source>
        <translation>রান ও হোস্ট(&amp;R)</translation>
    </message>
    <message>
        <source>Filter modules</source>
        <translation>মডিউল ফিল্টার</translation>
    </message>
    <message>
        <source>&amp;Modules</source>
        <translation>মডিউল(&amp;M)</translation>
    </message>
    <message>
        <source>The memory the compiler assigned the buffers to. Types the module does not use are disabled.</source>
        <translation>কম্পাইলার বাফারগুলোকে যে মেমরিতে নির্ধারণ করেছে। মডিউল যে টাইপগুলো ব্যবহার করে না সেগুলো নিষ্ক্রিয়।</translation>
    </message>
    <message>
        <source> KiB</source>
        <translation> KiB</translation>
    </message>
    <message>
        <source>None</source>
        <translation>কোনোটিই নয়</translation>
    </message>
    <message>
        <source>Buffers smaller than this are grouped into one &quot;small&quot; entry in the buffer views. None shows every buffer.</source>
        <translation>এর চেয়ে ছোট বাফারগুলো বাফার ভিউতে একটি &quot;ছোট&quot; এন্ট্রিতে একত্র হয়। &quot;কোনোটিই নয়&quot; প্রতিটি বাফার দেখায়।</translation>
    </message>
    <message>
        <source>Memory &amp;type:</source>
        <translation>মেমরি টাইপ(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Small buffers below:</source>
        <translation>এর নিচে ছোট বাফার(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;Modules (%1)</source>
        <translation>মডিউল(&amp;M) (%1)</translation>
    </message>
    <message>
        <source>&amp;Modules (%1 of %2)</source>
        <translation>মডিউল(&amp;M) (%2টির মধ্যে %1টি)</translation>
    </message>
</context>
<context>
    <name>memscope::SnapshotComparePage</name>
    <message>
        <source>Comparing…</source>
        <translation>তুলনা করা হচ্ছে…</translation>
    </message>
    <message>
        <source>&amp;Device:</source>
        <translation>ডিভাইস(&amp;D):</translation>
    </message>
    <message>
        <source>The CUDA device compared: every device with a trace or segments in either snapshot</source>
        <translation>তুলনা করা CUDA ডিভাইস: যেকোনো স্ন্যাপশটে ট্রেস বা সেগমেন্টসহ প্রতিটি ডিভাইস</translation>
    </message>
    <message>
        <source>Snapshot figures</source>
        <translation>স্ন্যাপশটের পরিসংখ্যান</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>পরিসংখ্যান</translation>
    </message>
    <message>
        <source>Live at the peak by call stack, matched by their frames (name, file and line), largest change first. Expand a row for its stack.</source>
        <translation>শীর্ষে জীবিত বরাদ্দ কল স্ট্যাক অনুসারে, ফ্রেম (নাম, ফাইল ও লাইন) দিয়ে মেলানো, বড় পরিবর্তন আগে। স্ট্যাক দেখতে একটি সারি খুলুন।</translation>
    </message>
    <message>
        <source>Live at the peak by call stack</source>
        <translation>শীর্ষে জীবিত, কল স্ট্যাক অনুসারে</translation>
    </message>
    <message>
        <source>Call stack (innermost frame)</source>
        <translation>কল স্ট্যাক (সবচেয়ে ভেতরের ফ্রেম)</translation>
    </message>
    <message>
        <source>cuda:%1</source>
        <translation>cuda:%1</translation>
    </message>
    <message>
        <source>%1 (only in B)</source>
        <translation>%1 (শুধু B-তে)</translation>
    </message>
    <message>
        <source>%1 (only in A)</source>
        <translation>%1 (শুধু A-তে)</translation>
    </message>
    <message>
        <source>(no frames recorded)</source>
        <translation>(কোনো ফ্রেম লেখা নেই)</translation>
    </message>
    <message>
        <source>%1 — %L2 → %L3 allocations</source>
        <translation>%1 — %L2 → %L3টি বরাদ্দ</translation>
    </message>
    <message>
        <source>… and %L1 more stacks: the CSV export lists them all</source>
        <translation>… এবং আরও %L1টি স্ট্যাক: CSV রপ্তানি সবগুলো দেখায়</translation>
    </message>
    <message>
        <source>Snapshot Comparison</source>
        <translation>স্ন্যাপশট তুলনা</translation>
    </message>
</context>
<context>
    <name>memscope::SnapshotTool</name>
    <message>
        <source>&amp;Device:</source>
        <translation>ডিভাইস(&amp;D):</translation>
    </message>
    <message>
        <source>The CUDA device whose allocations are shown: every device with a trace or with segments in the snapshot</source>
        <translation>যে CUDA ডিভাইসের বরাদ্দ দেখানো হচ্ছে: স্ন্যাপশটে ট্রেস বা সেগমেন্ট থাকা প্রতিটি ডিভাইস</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>শীর্ষ</translation>
    </message>
    <message>
        <source>Active Memory Timeline</source>
        <translation>সক্রিয় মেমরির সময়রেখা</translation>
    </message>
    <message>
        <source>Every allocation of the trace, stacked in the order it became live (those made before the trace at the bottom); when one is freed, those above it drop. Hover a band for the allocation, click to pin it in the details; the wheel zooms, a drag pans, a double-click or Esc shows the whole trace.</source>
        <translation>ট্রেসের প্রতিটি বরাদ্দ, জীবিত হওয়ার ক্রমে স্তূপ করা (ট্রেসের আগে তৈরিগুলি নিচে); একটি মুক্ত হলে তার উপরেরগুলি নেমে আসে। বরাদ্দ দেখতে একটি ব্যান্ডের উপর পয়েন্টার রাখুন, বিবরণে আটকাতে ক্লিক করুন; চাকা জুম করে, টানলে সরে, ডাবল-ক্লিক বা Esc পুরো ট্রেস দেখায়।</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>ফলাফল</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>ফলাফল</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>আকার</translation>
    </message>
    <message>
        <source>When</source>
        <translation>কখন</translation>
    </message>
    <message>
        <source>Allocator State</source>
        <translation>অ্যালোকেটরের অবস্থা</translation>
    </message>
    <message>
        <source>Segments</source>
        <translation>সেগমেন্ট</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>ঠিকানা</translation>
    </message>
    <message>
        <source>Allocated</source>
        <translation>বরাদ্দ</translation>
    </message>
    <message>
        <source>Inactive</source>
        <translation>নিষ্ক্রিয়</translation>
    </message>
    <message>
        <source>State or stream</source>
        <translation>অবস্থা বা স্ট্রিম</translation>
    </message>
    <message>
        <source>Allocated by</source>
        <translation>বরাদ্দকারী</translation>
    </message>
    <message numerus="yes">
        <source>(%n C++ frame(s) folded)</source>
        <translation>
            <numerusform>(%nটি C++ ফ্রেম ভাঁজ করা)</numerusform>
            <numerusform>(%nটি C++ ফ্রেম ভাঁজ করা)</numerusform>
        </translation>
    </message>
    <message>
        <source>(no frames recorded)</source>
        <translation>(কোনো ফ্রেম লেখা নেই)</translation>
    </message>
    <message>
        <source>Open a PyTorch memory snapshot (torch.cuda.memory._dump_snapshot) to see its allocations.</source>
        <translation>বরাদ্দগুলি দেখতে একটি PyTorch মেমরি স্ন্যাপশট (torch.cuda.memory._dump_snapshot) খুলুন।</translation>
    </message>
    <message>
        <source>No snapshot is open.</source>
        <translation>কোনো স্ন্যাপশট খোলা নেই।</translation>
    </message>
    <message>
        <source>cuda:%1</source>
        <translation>cuda:%1</translation>
    </message>
    <message>
        <source>This snapshot records no device: it has neither a trace nor segments.</source>
        <translation>এই স্ন্যাপশটে কোনো ডিভাইস নেই: এতে ট্রেস বা সেগমেন্ট কিছুই নেই।</translation>
    </message>
    <message>
        <source>Analysing cuda:%1…</source>
        <translation>cuda:%1 বিশ্লেষণ করা হচ্ছে…</translation>
    </message>
    <message>
        <source>%1 — cuda:%2</source>
        <translation>%1 — cuda:%2</translation>
    </message>
    <message>
        <source>Hover an allocation to see it here.</source>
        <translation>এখানে দেখতে একটি বরাদ্দের উপর পয়েন্টার রাখুন।</translation>
    </message>
    <message>
        <source>%1 (requested %2)</source>
        <translation>%1 (অনুরোধ %2)</translation>
    </message>
    <message>
        <source>never freed in the trace</source>
        <translation>ট্রেসে কখনো মুক্ত হয়নি</translation>
    </message>
    <message>
        <source>%1 — %2 at %3, stream %4; allocated %5, freed: %6
%7</source>
        <translation>%1 — %2, ঠিকানা %3, স্ট্রিম %4; বরাদ্দ %5, মুক্ত: %6
%7</translation>
    </message>
    <message>
        <source>at the start of the trace</source>
        <translation>ট্রেসের শুরুতে</translation>
    </message>
    <message>
        <source>after action %1</source>
        <translation>ক্রিয়া %1-এর পরে</translation>
    </message>
    <message>
        <source>after action %1 (+%2 ms)</source>
        <translation>ক্রিয়া %1-এর পরে (+%2 ms)</translation>
    </message>
    <message>
        <source>PyTorch memory snapshot %1, device cuda:%2</source>
        <translation>PyTorch মেমরি স্ন্যাপশট %1, ডিভাইস cuda:%2</translation>
    </message>
    <message>
        <source>Peak: %1 allocated %2, %L3 allocations live</source>
        <translation>শীর্ষ: %2 %1 বরাদ্দ, %L3টি বরাদ্দ জীবিত</translation>
    </message>
    <message>
        <source>Trace: %L1 events, %L2 allocations; live at its start %3 (%L4 allocations made before it), at its end %5 (%L6)</source>
        <translation>ট্রেস: %L1টি ঘটনা, %L2টি বরাদ্দ; শুরুতে জীবিত %3 (আগে তৈরি %L4টি বরাদ্দ), শেষে %5 (%L6)</translation>
    </message>
    <message>
        <source>Reserved by the caching allocator when the snapshot was taken: %1 in %L2 segments; in them %3 allocated, %4 pending free, %5 inactive (fragmentation)</source>
        <translation>স্ন্যাপশট নেওয়ার সময় ক্যাশিং অ্যালোকেটরের সংরক্ষিত: %L2টি সেগমেন্টে %1; তাদের মধ্যে %3 বরাদ্দ, %4 মুক্তির অপেক্ষায়, %5 নিষ্ক্রিয় (খণ্ডীভবন)</translation>
    </message>
    <message>
        <source>Never freed in the trace: none.</source>
        <translation>ট্রেসে কখনো মুক্ত হয়নি: নেই।</translation>
    </message>
    <message>
        <source>Never freed in the trace: %L1 allocations, %2 (see Findings).</source>
        <translation>ট্রেসে কখনো মুক্ত হয়নি: %L1টি বরাদ্দ, %2 (ফলাফল দেখুন)।</translation>
    </message>
    <message numerus="yes">
        <source>Out of memory: %n event(s) (see Findings).</source>
        <translation>
            <numerusform>মেমরি শেষ: %nটি ঘটনা (ফলাফল দেখুন)।</numerusform>
            <numerusform>মেমরি শেষ: %nটি ঘটনা (ফলাফল দেখুন)।</numerusform>
        </translation>
    </message>
    <message>
        <source>This file records no times: actions are in event order.</source>
        <translation>এই ফাইলে সময় লেখা নেই: ক্রিয়াগুলি ঘটনার ক্রমে।</translation>
    </message>
    <message>
        <source>Out of memory: none</source>
        <translation>মেমরি শেষ: নেই</translation>
    </message>
    <message numerus="yes">
        <source>Out of memory: %n event(s)</source>
        <translation>
            <numerusform>মেমরি শেষ: %nটি ঘটনা</numerusform>
            <numerusform>মেমরি শেষ: %nটি ঘটনা</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 requested; %2 free on the device; %3 allocated then</source>
        <translation>%1 অনুরোধ; ডিভাইসে %2 খালি; তখন %3 বরাদ্দ</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>অজানা</translation>
    </message>
    <message>
        <source>Never freed in the trace: none</source>
        <translation>ট্রেসে কখনো মুক্ত হয়নি: নেই</translation>
    </message>
    <message>
        <source>Never freed in the trace: %L1 allocations, %2</source>
        <translation>ট্রেসে কখনো মুক্ত হয়নি: %L1টি বরাদ্দ, %2</translation>
    </message>
    <message>
        <source>… and %L1 smaller ones: memscope-report torch-snapshot --top N lists them all</source>
        <translation>… এবং আরও %L1টি ছোট: memscope-report torch-snapshot --top N সবগুলি তালিকা করে</translation>
    </message>
    <message>
        <source>By Source Line</source>
        <translation>উৎস লাইন অনুসারে</translation>
    </message>
    <message>
        <source>Frame</source>
        <translation>ফ্রেম</translation>
    </message>
    <message>
        <source>Allocations</source>
        <translation>বরাদ্দ</translation>
    </message>
    <message>
        <source>before the trace</source>
        <translation>ট্রেসের আগে</translation>
    </message>
    <message>
        <source>The caching allocator&apos;s segments and their blocks at any point of the trace: allocated, freed but waiting for a stream (pending free), and inactive (cached but unused: fragmentation). Move the slider, or click a timeline, to choose the point; hover a block for its stack.</source>
        <translation>ট্রেসের যেকোনো বিন্দুতে ক্যাশিং অ্যালোকেটরের সেগমেন্ট ও তাদের ব্লক: বরাদ্দ, মুক্ত কিন্তু স্ট্রিমের অপেক্ষায়, এবং নিষ্ক্রিয় (ক্যাশে কিন্তু অব্যবহৃত: খণ্ডন)। বিন্দু বেছে নিতে স্লাইডার সরান বা একটি টাইমলাইনে ক্লিক করুন; স্ট্যাক দেখতে ব্লকের ওপর রাখুন।</translation>
    </message>
    <message>
        <source>&amp;Point of the trace:</source>
        <translation>ট্রেসের বিন্দু(&amp;P):</translation>
    </message>
    <message>
        <source>The number of the device&apos;s trace events that have happened: the left end is before the first, the right end when the snapshot was taken</source>
        <translation>ডিভাইসের ঘটে যাওয়া ট্রেস ইভেন্টের সংখ্যা: বাঁ প্রান্ত প্রথমটির আগে, ডান প্রান্ত স্ন্যাপশট নেওয়ার সময়</translation>
    </message>
    <message>
        <source>Point of the trace</source>
        <translation>ট্রেসের বিন্দু</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>শুরু(&amp;S)</translation>
    </message>
    <message>
        <source>Before the trace&apos;s first event</source>
        <translation>ট্রেসের প্রথম ইভেন্টের আগে</translation>
    </message>
    <message>
        <source>P&amp;eak</source>
        <translation>শীর্ষ(&amp;E)</translation>
    </message>
    <message>
        <source>Just after the action that reaches the peak of allocated memory</source>
        <translation>বরাদ্দ মেমরির শীর্ষে পৌঁছানো অ্যাকশনের ঠিক পরে</translation>
    </message>
    <message>
        <source>E&amp;nd</source>
        <translation>শেষ(&amp;N)</translation>
    </message>
    <message>
        <source>When the snapshot was taken</source>
        <translation>স্ন্যাপশট নেওয়ার সময়</translation>
    </message>
    <message>
        <source>Segments and blocks</source>
        <translation>সেগমেন্ট ও ব্লক</translation>
    </message>
    <message>
        <source>Cached Segment Timeline</source>
        <translation>ক্যাশড সেগমেন্ট টাইমলাইন</translation>
    </message>
    <message>
        <source>Memory reserved by the caching allocator over the trace: every segment a band, stacked in the order it was reserved (those reserved before the trace at the bottom); when one is released, those above it drop. Hover a band for the segment; the wheel zooms, a drag pans, a double-click or Esc shows the whole trace.</source>
        <translation>ট্রেস জুড়ে ক্যাশিং অ্যালোকেটরের সংরক্ষিত মেমরি: প্রতিটি সেগমেন্ট একটি ব্যান্ড, সংরক্ষণের ক্রমে স্তূপ (ট্রেসের আগে সংরক্ষিতগুলো নিচে); একটি ছাড়া হলে ওপরেরগুলো নেমে আসে। সেগমেন্ট দেখতে ব্যান্ডের ওপর রাখুন; চাকা জুম করে, টেনে সরানো যায়, ডাবল-ক্লিক বা Esc পুরো ট্রেস দেখায়।</translation>
    </message>
    <message>
        <source>Hover a segment to see it here.</source>
        <translation>এখানে দেখতে একটি সেগমেন্টের ওপর রাখুন।</translation>
    </message>
    <message>
        <source>Reconstructing the state %1…</source>
        <translation>অবস্থা পুনর্গঠন করা হচ্ছে %1…</translation>
    </message>
    <message>
        <source>before the trace&apos;s first event</source>
        <translation>ট্রেসের প্রথম ইভেন্টের আগে</translation>
    </message>
    <message>
        <source>after event %1 of %2</source>
        <translation>%2টির মধ্যে %1তম ইভেন্টের পরে</translation>
    </message>
    <message>
        <source>%1 (+%2 ms)</source>
        <translation>%1 (+%2 ms)</translation>
    </message>
    <message>
        <source>%1: reserved %2 in %3 segments; allocated %4 in %5 blocks, %6 more by rounding; pending free %7 in %8 blocks; inactive %9, the largest free range %10</source>
        <translation>%1: %3টি সেগমেন্টে %2 সংরক্ষিত; %5টি ব্লকে %4 বরাদ্দ, রাউন্ডিংয়ে আরও %6; মুক্তির অপেক্ষায় %8টি ব্লকে %7; নিষ্ক্রিয় %9, বৃহত্তম মুক্ত পরিসর %10</translation>
    </message>
    <message numerus="yes">
        <source>; %n block(s) in no segment (the trace does not hold the events that made their segments)</source>
        <translation>
            <numerusform>; কোনো সেগমেন্টে নেই এমন %nটি ব্লক (ট্রেসে তাদের সেগমেন্ট তৈরির ইভেন্ট নেই)</numerusform>
            <numerusform>; কোনো সেগমেন্টে নেই এমন %nটি ব্লক (ট্রেসে তাদের সেগমেন্ট তৈরির ইভেন্ট নেই)</numerusform>
        </translation>
    </message>
    <message>
        <source>Hover a block to see it here; click it to find it in the list.</source>
        <translation>এখানে দেখতে একটি ব্লকের ওপর রাখুন; তালিকায় খুঁজতে ক্লিক করুন।</translation>
    </message>
    <message>
        <source>segment %1 of %2, stream %3</source>
        <translation>সেগমেন্ট %1, %2, স্ট্রিম %3</translation>
    </message>
    <message>
        <source>Block %1 — %2, allocated; in %3</source>
        <translation>ব্লক %1 — %2, বরাদ্দ; %3-এ</translation>
    </message>
    <message>
        <source>Block %1 — %2, freed and awaiting its stream; in %3</source>
        <translation>ব্লক %1 — %2, মুক্ত, তার স্ট্রিমের অপেক্ষায়; %3-এ</translation>
    </message>
    <message>
        <source>Inactive space of %1: cached by the allocator, allocated by no one</source>
        <translation>%1-এর নিষ্ক্রিয় স্থান: অ্যালোকেটরের ক্যাশে, কারও বরাদ্দ নয়</translation>
    </message>
    <message>
        <source>still reserved when the snapshot was taken</source>
        <translation>স্ন্যাপশট নেওয়ার সময়ও সংরক্ষিত</translation>
    </message>
    <message>
        <source>Segment %1 — %2, stream %3; reserved %4; released: %5</source>
        <translation>সেগমেন্ট %1 — %2, স্ট্রিম %3; সংরক্ষিত %4; ছাড়া হয়েছে: %5</translation>
    </message>
    <message>
        <source>stream %1</source>
        <translation>স্ট্রিম %1</translation>
    </message>
    <message>
        <source>What the trace leaves behind: every out-of-memory event with what was live then, allocations made in it and never freed (leak candidates, largest first), and whether memory grows from one iteration of the loop to the next, with the stacks that hold the growth. Expand a row for its stack.</source>
        <translation>ট্রেস যা রেখে যায়: প্রতিটি আউট-অফ-মেমরি ঘটনা ও তখন যা জীবিত ছিল, এতে করা এবং কখনো মুক্ত না করা বরাদ্দ (লিকের সম্ভাব্য উৎস, বড়টি আগে), এবং লুপের এক পুনরাবৃত্তি থেকে পরেরটিতে মেমরি বাড়ে কি না, বৃদ্ধি ধরে রাখা স্ট্যাকসহ। একটি সারি খুলে তার স্ট্যাক দেখুন।</translation>
    </message>
    <message>
        <source>Memory grows from one iteration to the next: %1 over %L2 iterations (see Findings).</source>
        <translation>মেমরি এক পুনরাবৃত্তি থেকে পরেরটিতে বাড়ে: %L2টি পুনরাবৃত্তিতে %1 (ফলাফল দেখুন)।</translation>
    </message>
    <message>
        <source>Growth from one iteration to the next: no iterations found (no annotation starts twice and the allocations do not repeat evenly)</source>
        <translation>এক পুনরাবৃত্তি থেকে পরেরটিতে বৃদ্ধি: কোনো পুনরাবৃত্তি পাওয়া যায়নি (কোনো টীকা দুবার শুরু হয় না এবং বরাদ্দগুলো সমানভাবে পুনরাবৃত্ত হয় না)</translation>
    </message>
    <message>
        <source>Memory grows from one iteration to the next: %1 over %L2 iterations, rising in %L3 of %L4 steps</source>
        <translation>মেমরি এক পুনরাবৃত্তি থেকে পরেরটিতে বাড়ে: %L2টি পুনরাবৃত্তিতে %1, %L4টি ধাপের %L3টিতে বৃদ্ধি</translation>
    </message>
    <message>
        <source>Each starts at the annotation %1</source>
        <translation>প্রতিটি %1 টীকায় শুরু হয়</translation>
    </message>
    <message>
        <source>Each starts with an allocation at %1 (what follows repeats)</source>
        <translation>প্রতিটি %1-এ একটি বরাদ্দ দিয়ে শুরু হয় (পরবর্তী অংশ পুনরাবৃত্ত হয়)</translation>
    </message>
    <message>
        <source>Live when each iteration starts</source>
        <translation>প্রতিটি পুনরাবৃত্তি শুরুর সময় জীবিত</translation>
    </message>
    <message>
        <source>Iteration %L1</source>
        <translation>পুনরাবৃত্তি %L1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n more allocation(s) live)</source>
        <translation>
            <numerusform>%1 (আরও %nটি বরাদ্দ জীবিত)</numerusform>
            <numerusform>%1 (আরও %nটি বরাদ্দ জীবিত)</numerusform>
        </translation>
    </message>
    <message>
        <source>Growth from one iteration to the next: none over %L1 iterations (%2 from the second&apos;s start to the last&apos;s; the first sets up what a loop keeps)</source>
        <translation>এক পুনরাবৃত্তি থেকে পরেরটিতে বৃদ্ধি: %L1টি পুনরাবৃত্তিতে নেই (দ্বিতীয়টির শুরু থেকে শেষটির শুরু পর্যন্ত %2; প্রথমটি লুপ যা রাখে তা গড়ে তোলে)</translation>
    </message>
    <message>
        <source>Growth from one iteration to the next: none over %L1 iterations (%2 from the first&apos;s start to the last&apos;s)</source>
        <translation>এক পুনরাবৃত্তি থেকে পরেরটিতে বৃদ্ধি: %L1টি পুনরাবৃত্তিতে নেই (প্রথমটির শুরু থেকে শেষটির শুরু পর্যন্ত %2)</translation>
    </message>
    <message>
        <source>What grew from the second iteration&apos;s start to the last&apos;s, by stack</source>
        <translation>দ্বিতীয় পুনরাবৃত্তির শুরু থেকে শেষটির শুরু পর্যন্ত যা বেড়েছে, স্ট্যাক অনুসারে</translation>
    </message>
    <message>
        <source>Export the timelines and the allocator&apos;s state as images, and the tables as CSV</source>
        <translation>টাইমলাইন ও অ্যালোকেটরের অবস্থা ছবি হিসেবে এবং টেবিলগুলো CSV হিসেবে রপ্তানি করুন</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>রপ্তানি</translation>
    </message>
    <message>
        <source>%1 as CSV…</source>
        <translation>%1 CSV হিসেবে…</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>%1 রপ্তানি</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>CSV ফাইল (*.csv)</translation>
    </message>
    <message>
        <source>Allocator State, %1</source>
        <translation>অ্যালোকেটরের অবস্থা, %1</translation>
    </message>
    <message>
        <source>Segments and Blocks</source>
        <translation>সেগমেন্ট ও ব্লক</translation>
    </message>
    <message>
        <source>The allocations live at the peak, or at the point chosen in Allocator State (or by clicking a timeline), grouped by their stack, outermost frame first: each row holds what was allocated through that line. The largest branches are open.</source>
        <translation>শীর্ষে, বা অ্যালোকেটরের অবস্থায় (বা একটি টাইমলাইনে ক্লিক করে) বেছে নেওয়া বিন্দুতে জীবিত বরাদ্দগুলো তাদের স্ট্যাক অনুসারে গ্রুপ করা, সবচেয়ে বাইরের ফ্রেম আগে: প্রতিটি সারি সেই লাইনের মাধ্যমে যা বরাদ্দ হয়েছে তা ধরে। বৃহত্তম শাখাগুলো খোলা।</translation>
    </message>
    <message>
        <source>&amp;Live:</source>
        <translation>জীবিত(&amp;L):</translation>
    </message>
    <message>
        <source>At the peak</source>
        <translation>শীর্ষে</translation>
    </message>
    <message>
        <source>At the chosen point</source>
        <translation>বেছে নেওয়া বিন্দুতে</translation>
    </message>
    <message>
        <source>Memory by source line</source>
        <translation>সোর্স লাইন অনুসারে মেমরি</translation>
    </message>
    <message>
        <source>Share of what is live</source>
        <translation>জীবিতের অংশ</translation>
    </message>
    <message>
        <source>Live at the peak, %1</source>
        <translation>শীর্ষে জীবিত, %1</translation>
    </message>
    <message>
        <source>Live %1</source>
        <translation>জীবিত: %1</translation>
    </message>
    <message>
        <source>All streams</source>
        <translation>সব স্ট্রিম</translation>
    </message>
    <message>
        <source>0 (the default stream)</source>
        <translation>0 (ডিফল্ট স্ট্রিম)</translation>
    </message>
    <message>
        <source>PyTorch memory snapshot %1, device cuda:%2, stream %3 only</source>
        <translation>PyTorch মেমরি স্ন্যাপশট %1, ডিভাইস cuda:%2, শুধু স্ট্রিম %3</translation>
    </message>
    <message>
        <source>St&amp;ream:</source>
        <translation>স্ট্রিম(&amp;R):</translation>
    </message>
    <message>
        <source>Only the allocations and segments of one CUDA stream, or all of them</source>
        <translation>শুধু একটি CUDA স্ট্রিমের বরাদ্দ ও সেগমেন্ট, বা সবগুলো</translation>
    </message>
    <message>
        <source>The peak, the findings and the allocator&apos;s state follow once the whole file is read; the Active Memory Timeline shows the %1 trace events of cuda:%2 read so far.</source>
        <translation>পুরো ফাইল পড়া হলে শীর্ষ, ফলাফল ও অ্যালোকেটরের অবস্থা আসবে; সক্রিয় মেমরির সময়রেখা cuda:%2-এর এখন পর্যন্ত পড়া %1টি ট্রেস ইভেন্ট দেখাচ্ছে।</translation>
    </message>
    <message>
        <source>The first %1 trace events of cuda:%2, read so far: the rest of the file follows. Hover an allocation to see it here.</source>
        <translation>cuda:%2-এর এখন পর্যন্ত পড়া প্রথম %1টি ট্রেস ইভেন্ট: ফাইলের বাকি অংশ আসছে। এখানে দেখতে একটি বরাদ্দের উপর পয়েন্টার রাখুন।</translation>
    </message>
    <message>
        <source>not in what is read so far</source>
        <translation>এখন পর্যন্ত পড়া অংশে নয়</translation>
    </message>
</context>
<context>
    <name>memscope::StartPage</name>
    <message>
        <source>&amp;Open Profile…</source>
        <translation>প্রোফাইল খুলুন(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Trace Folder…</source>
        <translation>ট্রেস ফোল্ডার খুলুন(&amp;T)…</translation>
    </message>
    <message>
        <source>Memscope</source>
        <translation>Memscope</translation>
    </message>
    <message>
        <source>See where accelerator memory goes: open an XProf profile (&lt;i&gt;*.xplane.pb&lt;/i&gt;, &lt;i&gt;*.xplane.pb.gz&lt;/i&gt;), a TensorBoard trace folder or an XLA HloProto dump (&lt;i&gt;*.hlo.pb&lt;/i&gt;, text or JSON).</source>
        <translation>অ্যাক্সিলারেটরের মেমরি কোথায় যায় দেখুন: একটি XProf প্রোফাইল (&lt;i&gt;*.xplane.pb&lt;/i&gt;, &lt;i&gt;*.xplane.pb.gz&lt;/i&gt;), একটি TensorBoard ট্রেস ফোল্ডার বা একটি XLA HloProto ডাম্প (&lt;i&gt;*.hlo.pb&lt;/i&gt;, টেক্সট বা JSON) খুলুন।</translation>
    </message>
    <message>
        <source>…or drop files and trace folders anywhere on this window.</source>
        <translation>…অথবা এই উইন্ডোর যেকোনো জায়গায় ফাইল ও ট্রেস ফোল্ডার ছেড়ে দিন।</translation>
    </message>
    <message>
        <source>&amp;Recent profiles</source>
        <translation>সাম্প্রতিক প্রোফাইল(&amp;R)</translation>
    </message>
    <message>
        <source>%1  —  %2</source>
        <translation>%1  —  %2</translation>
    </message>
    <message>
        <source>%1 (no longer exists)</source>
        <translation>%1 (আর নেই)</translation>
    </message>
</context>
<context>
    <name>memscope::TracePage</name>
    <message>
        <source>binary data, %1</source>
        <translation>বাইনারি ডেটা, %1</translation>
    </message>
    <message>
        <source>Regular expression</source>
        <translation>রেগুলার এক্সপ্রেশন</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV এক্সপোর্ট…</translation>
    </message>
    <message>
        <source>Search all events (name or long name)</source>
        <translation>সব ইভেন্টে খুঁজুন (নাম বা দীর্ঘ নাম)</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>আগের</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter)</source>
        <translation>আগের মিল (Shift+Enter)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>পরের</translation>
    </message>
    <message>
        <source>Next match (Enter)</source>
        <translation>পরের মিল (Enter)</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>বৈশিষ্ট্য</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>মান</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>নাম</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>সংখ্যা</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>মোট</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>গড়</translation>
    </message>
    <message>
        <source>Self time</source>
        <translation>self time</translation>
    </message>
    <message>
        <source>Range statistics (shift-drag on the timeline to select a range)</source>
        <translation>সীমার পরিসংখ্যান (সীমা বাছতে টাইমলাইনে Shift চেপে টানুন)</translation>
    </message>
    <message>
        <source>This input has no trace (it is not an XSpace).</source>
        <translation>এই ইনপুটে কোনো ট্রেস নেই (এটি XSpace নয়)।</translation>
    </message>
    <message>
        <source>No profile is open.</source>
        <translation>কোনো প্রোফাইল খোলা নেই।</translation>
    </message>
    <message>
        <source>Reading the trace…</source>
        <translation>ট্রেস পড়া হচ্ছে…</translation>
    </message>
    <message>
        <source>The trace cannot be shown: %1</source>
        <translation>ট্রেস দেখানো যাচ্ছে না: %1</translation>
    </message>
    <message>
        <source>Events: %1, tracks: %2, planes: %3</source>
        <translation>ইভেন্ট: %1, ট্র্যাক: %2, প্লেন: %3</translation>
    </message>
    <message>
        <source>Invalid regular expression: %1</source>
        <translation>অবৈধ রেগুলার এক্সপ্রেশন: %1</translation>
    </message>
    <message>
        <source>No match</source>
        <translation>কোনো মিল নেই</translation>
    </message>
    <message>
        <source>Matches: %1</source>
        <translation>মিল: %1</translation>
    </message>
    <message>
        <source>Match %1 of %2</source>
        <translation>%2টির মধ্যে মিল %1</translation>
    </message>
    <message>
        <source>Long name</source>
        <translation>দীর্ঘ নাম</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>কোথায়</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>শুরু</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>স্থায়িত্ব</translation>
    </message>
    <message>
        <source>Group id</source>
        <translation>Group id</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>ধাপ</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>ত্রুটি</translation>
    </message>
    <message>
        <source>Stats</source>
        <translation>পরিসংখ্যান</translation>
    </message>
    <message>
        <source>Flows</source>
        <translation>ফ্লো</translation>
    </message>
    <message>
        <source>%1 / %2 at %3</source>
        <translation>%3-এ %1 / %2</translation>
    </message>
    <message>
        <source>Activate to show this event</source>
        <translation>এই ইভেন্টটি দেখাতে সক্রিয় করুন</translation>
    </message>
    <message>
        <source>Export range statistics</source>
        <translation>সীমার পরিসংখ্যান এক্সপোর্ট</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ফাইল (*.csv)</translation>
    </message>
    <message>
        <source>Export Trace as Chrome JSON…</source>
        <translation>ট্রেস Chrome JSON হিসেবে এক্সপোর্ট…</translation>
    </message>
    <message>
        <source>Export Events as CSV…</source>
        <translation>ইভেন্টগুলো CSV হিসেবে এক্সপোর্ট…</translation>
    </message>
    <message>
        <source>Export events</source>
        <translation>ইভেন্ট এক্সপোর্ট</translation>
    </message>
    <message>
        <source>Export trace</source>
        <translation>ট্রেস এক্সপোর্ট</translation>
    </message>
    <message>
        <source>Chrome trace-event JSON (*.json)</source>
        <translation>Chrome trace-event JSON (*.json)</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>%1 লেখা হচ্ছে…</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 লেখা হয়েছে</translation>
    </message>
    <message>
        <source>Trace Viewer Timeline</source>
        <translation>ট্রেস ভিউয়ারের টাইমলাইন</translation>
    </message>
    <message>
        <source>Stop reading the trace (Esc)</source>
        <translation>ট্রেস পড়া বন্ধ করুন (Esc)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>বাতিল</translation>
    </message>
    <message>
        <source>Reading the trace was cancelled.</source>
        <translation>ট্রেস পড়া বাতিল করা হয়েছে।</translation>
    </message>
    <message>
        <source>Reading the memory counters was cancelled.</source>
        <translation>মেমরি কাউন্টার পড়া বাতিল করা হয়েছে।</translation>
    </message>
    <message>
        <source>%1. Reading the memory counters…</source>
        <translation>%1। মেমরি কাউন্টার পড়া হচ্ছে…</translation>
    </message>
</context>
<context>
    <name>memscope::TraceTimeline</name>
    <message>
        <source>%1 %2 (pid %3, tracks: %4)</source>
        <translation>%1 %2 (pid %3, ট্র্যাক: %4)</translation>
    </message>
    <message>
        <source>Memory %1</source>
        <translation>মেমরি %1</translation>
    </message>
    <message>
        <source>%1 [%2]</source>
        <translation>%1 [%2]</translation>
    </message>
    <message>
        <source>%1: %2 at %3</source>
        <translation>%1: %3-এ %2</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>সর্বোচ্চ %1</translation>
    </message>
</context>
<context>
    <name>memscope::compare</name>
    <message>
        <source>new</source>
        <translation>নতুন</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Peak memory usage (stack + heap)</source>
        <translation>সর্বোচ্চ মেমরি ব্যবহার (স্ট্যাক + হিপ)</translation>
    </message>
    <message>
        <source>Heap at the peak</source>
        <translation>শীর্ষে হিপ</translation>
    </message>
    <message>
        <source>Stack at the peak</source>
        <translation>শীর্ষে স্ট্যাক</translation>
    </message>
    <message>
        <source>Free memory at the peak</source>
        <translation>শীর্ষে খালি মেমরি</translation>
    </message>
    <message>
        <source>Lifetime peak heap usage</source>
        <translation>আজীবন সর্বোচ্চ হিপ ব্যবহার</translation>
    </message>
    <message>
        <source>Memory capacity</source>
        <translation>মেমরির ধারণক্ষমতা</translation>
    </message>
    <message>
        <source>Allocations</source>
        <translation>বরাদ্দ</translation>
    </message>
    <message>
        <source>Deallocations</source>
        <translation>মুক্তকরণ</translation>
    </message>
    <message>
        <source>Peak memory allocation</source>
        <translation>সর্বোচ্চ মেমরি বরাদ্দ</translation>
    </message>
    <message>
        <source>Peak with fragmentation</source>
        <translation>খণ্ডায়নসহ শীর্ষ</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>আর্গুমেন্ট</translation>
    </message>
    <message>
        <source>Temporaries at the peak</source>
        <translation>শীর্ষে অস্থায়ী</translation>
    </message>
    <message>
        <source>Padding at the peak</source>
        <translation>শীর্ষে প্যাডিং</translation>
    </message>
    <message>
        <source>Grown</source>
        <translation>বেড়েছে</translation>
    </message>
    <message>
        <source>Shrunk</source>
        <translation>কমেছে</translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation>অপরিবর্তিত</translation>
    </message>
    <message>
        <source>Only in A</source>
        <translation>শুধু A-তে</translation>
    </message>
    <message>
        <source>Only in B</source>
        <translation>শুধু B-তে</translation>
    </message>
    <message>
        <source>Device compute share of the step</source>
        <translation>ধাপে ডিভাইস কম্পিউটের অংশ</translation>
    </message>
    <message>
        <source>Duty cycle</source>
        <translation>ডিউটি সাইকেল</translation>
    </message>
    <message>
        <source>Ops placed on the device</source>
        <translation>ডিভাইসে রাখা অপ</translation>
    </message>
    <message>
        <source>16-bit share of device compute</source>
        <translation>ডিভাইস কম্পিউটে ১৬-বিটের অংশ</translation>
    </message>
    <message>
        <source>32-bit share of device compute</source>
        <translation>ডিভাইস কম্পিউটে ৩২-বিটের অংশ</translation>
    </message>
    <message>
        <source>Other precision share of device compute</source>
        <translation>ডিভাইস কম্পিউটে অন্যান্য নির্ভুলতার অংশ</translation>
    </message>
    <message>
        <source>Average step or module execution time</source>
        <translation>গড় ধাপ বা মডিউল সম্পাদনের সময়</translation>
    </message>
    <message>
        <source>Step or module execution time standard deviation</source>
        <translation>ধাপ বা মডিউল সম্পাদনের সময়ের আদর্শ বিচ্যুতি</translation>
    </message>
    <message>
        <source>Peak allocated</source>
        <translation>বরাদ্দের শীর্ষ</translation>
    </message>
    <message>
        <source>Allocations live at the peak</source>
        <translation>শীর্ষে জীবিত বরাদ্দ</translation>
    </message>
    <message>
        <source>Live at the start</source>
        <translation>শুরুতে জীবিত</translation>
    </message>
    <message>
        <source>Live at the end</source>
        <translation>শেষে জীবিত</translation>
    </message>
    <message>
        <source>Never freed in the trace</source>
        <translation>ট্রেসে কখনো মুক্ত হয়নি</translation>
    </message>
    <message>
        <source>Reserved (segments)</source>
        <translation>সংরক্ষিত (সেগমেন্ট)</translation>
    </message>
    <message>
        <source>Inactive in segments</source>
        <translation>সেগমেন্টে নিষ্ক্রিয়</translation>
    </message>
    <message>
        <source>Segments</source>
        <translation>সেগমেন্ট</translation>
    </message>
    <message>
        <source>Trace events</source>
        <translation>ট্রেস ঘটনা</translation>
    </message>
    <message>
        <source>Out-of-memory events</source>
        <translation>আউট-অফ-মেমরি ঘটনা</translation>
    </message>
</context>
<context>
    <name>memscope::format</name>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>লাইন %1, কলাম %2: %3</translation>
    </message>
    <message>
        <source>cannot initialise zlib</source>
        <translation>zlib চালু করা যাচ্ছে না</translation>
    </message>
    <message>
        <source>gzip stream corrupt at byte %1 of %2: %3</source>
        <translation>gzip স্ট্রিম %2-এর বাইট %1-এ নষ্ট: %3</translation>
    </message>
    <message>
        <source>invalid compressed data</source>
        <translation>অবৈধ সংকুচিত ডেটা</translation>
    </message>
    <message>
        <source>gzip stream corrupt at byte %1 of %1: the compressed data ends early (truncated file?)</source>
        <translation>gzip স্ট্রিম %1-এর বাইট %1-এ নষ্ট: সংকুচিত ডেটা আগেই শেষ হয়ে গেছে (কাটা ফাইল?)</translation>
    </message>
    <message>
        <source>decompressed data exceeds %1 at byte %2 of %3 of the compressed data (%4 times as large; a decompression bomb?)</source>
        <translation>সংকুচিত ডেটার %3-এর বাইট %2-এ প্রসারিত ডেটা %1 ছাড়িয়ে যায় (%4 গুণ বড়; ডিকম্প্রেশন বোমা?)</translation>
    </message>
    <message>
        <source>cannot create a temporary file in %1 (%2); TMPDIR chooses another folder</source>
        <translation>%1-এ অস্থায়ী ফাইল তৈরি করা যাচ্ছে না (%2); TMPDIR অন্য ফোল্ডার বেছে নেয়</translation>
    </message>
    <message>
        <source>cannot write to a temporary file in %1 (%2); TMPDIR chooses another folder</source>
        <translation>%1-এর অস্থায়ী ফাইলে লেখা যাচ্ছে না (%2); TMPDIR অন্য ফোল্ডার বেছে নেয়</translation>
    </message>
    <message>
        <source>cannot map the temporary file in %1 (%2)</source>
        <translation>%1-এর অস্থায়ী ফাইল ম্যাপ করা যাচ্ছে না (%2)</translation>
    </message>
    <message>
        <source>90 % of the %1 free in %2, the folder it is written to while read; TMPDIR chooses another</source>
        <translation>%2-এ খালি %1-এর 90 %, যে ফোল্ডারে পড়ার সময় এটি লেখা হয়; TMPDIR অন্যটি বেছে নেয়</translation>
    </message>
    <message>
        <source>cannot read the file (%1)</source>
        <translation>ফাইলটি পড়া যাচ্ছে না (%1)</translation>
    </message>
    <message>
        <source>nothing arrived for %1 s after byte %2 (a pipe that no program writes to?); %3 sets how many seconds to wait</source>
        <translation>বাইট %2-এর পরে %1 সেকেন্ড ধরে কিছুই আসেনি (এমন পাইপ যাতে কোনো প্রোগ্রাম লেখে না?); কত সেকেন্ড অপেক্ষা করা হবে %3 ঠিক করে</translation>
    </message>
    <message>
        <source>cannot read the file at byte %1 (%2)</source>
        <translation>ফাইলটির বাইট %1 পড়া যাচ্ছে না (%2)</translation>
    </message>
    <message>
        <source>more than %1 arrived without an end; the most that is read is %2</source>
        <translation>শেষ ছাড়াই %1-এর বেশি এসেছে; সর্বোচ্চ %2 পড়া হয়</translation>
    </message>
    <message>
        <source>cannot open the file (%1)</source>
        <translation>ফাইলটি খোলা যাচ্ছে না (%1)</translation>
    </message>
    <message>
        <source>%1; the most that is decompressed is %2</source>
        <translation>%1; সর্বোচ্চ %2 প্রসারিত করা হয়</translation>
    </message>
    <message>
        <source>more than %1 files are being read at once</source>
        <translation>একসঙ্গে %1টির বেশি ফাইল পড়া হচ্ছে</translation>
    </message>
    <message>
        <source>the read limit of %1 that %2 sets</source>
        <translation>%2 যে %1 পড়ার সীমা নির্ধারণ করে</translation>
    </message>
    <message>
        <source>the read limit of %1, this machine&apos;s memory; set %2 (e.g. %2=64G) to raise it</source>
        <translation>%1 পড়ার সীমা, এই মেশিনের মেমরি; বাড়াতে %2 সেট করুন (যেমন %2=64G)</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG ছবি</translation>
    </message>
    <message>
        <source>JPEG image</source>
        <translation>JPEG ছবি</translation>
    </message>
    <message>
        <source>GIF image</source>
        <translation>GIF ছবি</translation>
    </message>
    <message>
        <source>WebP image</source>
        <translation>WebP ছবি</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>PDF নথি</translation>
    </message>
    <message>
        <source>ZIP archive</source>
        <translation>ZIP আর্কাইভ</translation>
    </message>
    <message>
        <source>ELF executable</source>
        <translation>ELF এক্সিকিউটেবল</translation>
    </message>
    <message>
        <source>bzip2 archive</source>
        <translation>bzip2 আর্কাইভ</translation>
    </message>
    <message>
        <source>xz archive</source>
        <translation>xz আর্কাইভ</translation>
    </message>
    <message>
        <source>Zstandard archive</source>
        <translation>Zstandard আর্কাইভ</translation>
    </message>
    <message>
        <source>7-Zip archive</source>
        <translation>7-Zip আর্কাইভ</translation>
    </message>
    <message>
        <source>tar archive</source>
        <translation>tar আর্কাইভ</translation>
    </message>
    <message>
        <source>SQLite database</source>
        <translation>SQLite ডেটাবেস</translation>
    </message>
    <message>
        <source>HDF5 file</source>
        <translation>HDF5 ফাইল</translation>
    </message>
    <message>
        <source>NumPy array</source>
        <translation>NumPy অ্যারে</translation>
    </message>
    <message>
        <source>TIFF image</source>
        <translation>TIFF ছবি</translation>
    </message>
    <message>
        <source>Windows executable</source>
        <translation>Windows এক্সিকিউটেবল</translation>
    </message>
    <message>
        <source>Java class or Mach-O file</source>
        <translation>Java ক্লাস বা Mach-O ফাইল</translation>
    </message>
    <message>
        <source>XML document</source>
        <translation>XML নথি</translation>
    </message>
    <message>
        <source>HTML document</source>
        <translation>HTML নথি</translation>
    </message>
    <message>
        <source>not a valid XSpace: unreadable data at byte %1 of %2</source>
        <translation>বৈধ XSpace নয়: %2-এর বাইট %1-এ অপাঠযোগ্য ডেটা</translation>
    </message>
    <message>
        <source>not a valid XSpace: unreadable field at byte %1 of %2</source>
        <translation>বৈধ XSpace নয়: %2-এর বাইট %1-এ অপাঠযোগ্য ফিল্ড</translation>
    </message>
    <message>
        <source>Parsing plane %1</source>
        <translation>প্লেন %1 পার্স করা হচ্ছে</translation>
    </message>
    <message>
        <source>plane %1 (&quot;%2&quot;, bytes %3 to %4) is damaged</source>
        <translation>প্লেন %1 (&quot;%2&quot;, বাইট %3 থেকে %4) ক্ষতিগ্রস্ত</translation>
    </message>
    <message>
        <source>module %1: its HloProto (%2 bytes at byte %3) is damaged</source>
        <translation>মডিউল %1: এর HloProto (বাইট %3-এ %2 বাইট) ক্ষতিগ্রস্ত</translation>
    </message>
    <message>
        <source>truncated: plane %1 should end at byte %2; the file ends at byte %3</source>
        <translation>কাটা: প্লেন %1 বাইট %2-এ শেষ হওয়ার কথা; ফাইলটি বাইট %3-এ শেষ হয়</translation>
    </message>
    <message>
        <source>Python pickle that is not a PyTorch memory snapshot</source>
        <translation>Python pickle যা PyTorch মেমরি স্ন্যাপশট নয়</translation>
    </message>
</context>
<context>
    <name>memscope::memoryprofile</name>
    <message>
        <source>an allocation without op name</source>
        <translation>অপের নাম ছাড়া একটি বরাদ্দ</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Never freed within the profile window: %1 allocations, %2 in all; the largest, %3 of %4, was allocated at %5 ms.</source>
        <translation>প্রোফাইল উইন্ডোর মধ্যে কখনো মুক্ত হয়নি: %1টি বরাদ্দ, মোট %2; সবচেয়ে বড়টি, %4-এর %3, %5 ms-এ বরাদ্দ হয়েছিল।</translation>
    </message>
    <message>
        <source>%1 allocations against %2 deallocations: tensors accumulate within the window.</source>
        <translation>%2টি মুক্তকরণের বিপরীতে %1টি বরাদ্দ: উইন্ডোর মধ্যে টেনসর জমছে।</translation>
    </message>
    <message>
        <source>The heap grows from step to step: %1 per step over %2 steps (least-squares fit of the heap at the end of each step, R² = %3).</source>
        <translation>হিপ ধাপে ধাপে বাড়ছে: %2টি ধাপে প্রতি ধাপে %1 (প্রতিটি ধাপের শেষের হিপের least-squares ফিট, R² = %3)।</translation>
    </message>
    <message>
        <source>The heap grows over the window: %1 per second (least-squares fit over every event, R² = %2).</source>
        <translation>উইন্ডো জুড়ে হিপ বাড়ছে: প্রতি সেকেন্ডে %1 (প্রতিটি ইভেন্টের least-squares ফিট, R² = %2)।</translation>
    </message>
    <message>
        <source>Fragmentation spikes to %1% at %2 ms (median %3%), with %4 free; spikes in all: %5.</source>
        <translation>%2 ms-এ খণ্ডায়ন হঠাৎ %1%-এ ওঠে (মধ্যমা %3%), %4 খালি অবস্থায়; মোট উল্লম্ফন: %5।</translation>
    </message>
    <message>
        <source>The allocator&apos;s lifetime peak, %1, is above the heap&apos;s peak in the window, %2: memory use was higher outside the profiling window.</source>
        <translation>অ্যালোকেটরের আজীবন শীর্ষ, %1, উইন্ডোতে হিপের শীর্ষ %2-এর চেয়ে বেশি: প্রোফাইলিং উইন্ডোর বাইরে মেমরি ব্যবহার বেশি ছিল।</translation>
    </message>
    <message>
        <source>The events carry no step markers (group_id), so all of them count as step 0 and the heap trend is fitted over time.</source>
        <translation>ইভেন্টগুলোতে কোনো ধাপ চিহ্ন (group_id) নেই, তাই সবগুলো ধাপ 0 হিসেবে গণ্য এবং হিপের প্রবণতা সময়ের ওপর ফিট করা হয়।</translation>
    </message>
    <message>
        <source>Aggregated memory events without a time were skipped: %1.</source>
        <translation>সময়বিহীন সমষ্টিগত মেমরি ইভেন্ট বাদ দেওয়া হয়েছে: %1।</translation>
    </message>
    <message>
        <source>Host %1 has no XSpace; its memory events are missing.</source>
        <translation>হোস্ট %1-এর কোনো XSpace নেই; এর মেমরি ইভেন্টগুলো অনুপস্থিত।</translation>
    </message>
    <message>
        <source>Cannot print the memory profile as JSON: %1</source>
        <translation>মেমরি প্রোফাইল JSON হিসেবে ছাপা যাচ্ছে না: %1</translation>
    </message>
    <message>
        <source>Cannot print the memory profile as JSON: unexpected printer output</source>
        <translation>মেমরি প্রোফাইল JSON হিসেবে ছাপা যাচ্ছে না: প্রিন্টারের অপ্রত্যাশিত আউটপুট</translation>
    </message>
    <message>
        <source>Memory ID</source>
        <translation>মেমরি ID</translation>
    </message>
    <message>
        <source>Op Name</source>
        <translation>অপের নাম</translation>
    </message>
    <message>
        <source>Allocation Size (bytes)</source>
        <translation>বরাদ্দের আকার (বাইট)</translation>
    </message>
    <message>
        <source>Requested Size (bytes)</source>
        <translation>অনুরোধ করা আকার (বাইট)</translation>
    </message>
    <message>
        <source>Occurrences</source>
        <translation>সংখ্যা</translation>
    </message>
    <message>
        <source>Region type</source>
        <translation>অঞ্চলের ধরন</translation>
    </message>
    <message>
        <source>Data type</source>
        <translation>ডেটার ধরন</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>আকৃতি</translation>
    </message>
    <message>
        <source>the memory events are damaged: unreadable data at byte %1 of %2</source>
        <translation>মেমরি ইভেন্টগুলো ক্ষতিগ্রস্ত: %2-এর বাইট %1-এ অপাঠযোগ্য ডেটা</translation>
    </message>
    <message>
        <source>the plane at byte %1 cannot be parsed to find the steps of its memory events</source>
        <translation>%1 বাইটে থাকা প্লেনটি এর মেমরি ইভেন্টগুলোর ধাপ খুঁজতে পার্স করা যায় না</translation>
    </message>
</context>
<context>
    <name>memscope::memoryviewer</name>
    <message>
        <source>Heap-simulator trace %1 names logical buffer %2, which no buffer allocation holds; the event is ignored.</source>
        <translation>হিপ-সিমুলেটর ট্রেস %1 লজিক্যাল বাফার %2-এর উল্লেখ করে, যা কোনো buffer allocation-এ নেই; ইভেন্টটি উপেক্ষা করা হলো।</translation>
    </message>
    <message>
        <source>Heap-simulator event %1 shares logical buffer %2 with unknown buffer %3; the event is ignored.</source>
        <translation>হিপ-সিমুলেটর ইভেন্ট %1 লজিক্যাল বাফার %2-কে অজানা বাফার %3-এর সঙ্গে ভাগ করে; ইভেন্টটি উপেক্ষা করা হলো।</translation>
    </message>
    <message>
        <source>Heap-simulator event %1 would make logical buffer %2 share with itself; the event is ignored.</source>
        <translation>হিপ-সিমুলেটর ইভেন্ট %1 লজিক্যাল বাফার %2-কে নিজের সঙ্গেই ভাগ করাত; ইভেন্টটি উপেক্ষা করা হলো।</translation>
    </message>
    <message>
        <source>Buffer allocation index %1 appears more than once; the last one is used.</source>
        <translation>buffer allocation সূচক %1 একাধিকবার আছে; শেষটি ব্যবহার করা হলো।</translation>
    </message>
    <message>
        <source>Buffer allocation %1 names logical buffer %2, which the buffer assignment does not define; it is left out.</source>
        <translation>buffer allocation %1 লজিক্যাল বাফার %2-এর উল্লেখ করে, যা buffer assignment সংজ্ঞায়িত করে না; এটি বাদ দেওয়া হলো।</translation>
    </message>
    <message>
        <source>Logical buffer %1 is defined by instruction id %2, which the module does not contain; it is left out.</source>
        <translation>লজিক্যাল বাফার %1 নির্দেশনা id %2 দ্বারা সংজ্ঞায়িত, যা মডিউলে নেই; এটি বাদ দেওয়া হলো।</translation>
    </message>
    <message>
        <source>Logical buffer %1 is assigned to more than one buffer allocation; the last one (%2) is used.</source>
        <translation>লজিক্যাল বাফার %1 একাধিক buffer allocation-এ নির্ধারিত; শেষটি (%2) ব্যবহার করা হলো।</translation>
    </message>
    <message>
        <source>Logical buffer %1 has shape index element %2, outside the %3 tuple elements of %4; the whole shape is used.</source>
        <translation>লজিক্যাল বাফার %1-এর shape index উপাদান %2, যা %4-এর %3টি tuple উপাদানের বাইরে; পুরো shape ব্যবহার করা হলো।</translation>
    </message>
    <message>
        <source>The shape of logical buffer %1 (%2) has no byte size; its unpadded size counts as 0.</source>
        <translation>লজিক্যাল বাফার %1-এর shape (%2)-এর কোনো বাইট আকার নেই; এর প্যাডিং-ছাড়া আকার 0 ধরা হলো।</translation>
    </message>
    <message>
        <source>Module Name: %1</source>
        <translation>মডিউলের নাম: %1</translation>
    </message>
    <message>
        <source>Peak memory allocation: %1 MiB, %2 MiB (with fragmentation)</source>
        <translation>সর্বোচ্চ মেমরি বরাদ্দ: %1 MiB, %2 MiB (খণ্ডায়নসহ)</translation>
    </message>
    <message>
        <source>%1 MiB total padding overhead</source>
        <translation>%1 MiB মোট প্যাডিং ওভারহেড</translation>
    </message>
    <message>
        <source>%1 MiB total argument size</source>
        <translation>%1 MiB মোট আর্গুমেন্টের আকার</translation>
    </message>
    <message>
        <source>%1 MiB stack simulated HLO temporary variables</source>
        <translation>%1 MiB স্ট্যাকে সিমুলেটেড HLO অস্থায়ী ভেরিয়েবল</translation>
    </message>
    <message>
        <source>%1 MiB HLO lifetime temporary variables with fragmentation (fragmentation  %2%)</source>
        <translation>%1 MiB খণ্ডায়নসহ HLO আয়ুষ্কালের অস্থায়ী ভেরিয়েবল (খণ্ডায়ন %2%)</translation>
    </message>
    <message>
        <source>%1 MiB max scoped VMEM allocation (%2)</source>
        <translation>%1 MiB সর্বোচ্চ scoped VMEM বরাদ্দ (%2)</translation>
    </message>
    <message>
        <source>Modifying your model&apos;s architecture, batch size and data dimensions may help reduce the memory footprint.</source>
        <translation>মডেলের আর্কিটেকচার, ব্যাচের আকার ও ডেটার মাত্রা বদলালে মেমরির ব্যবহার কমতে পারে।</translation>
    </message>
    <message>
        <source>%1 (and %2 more like it)</source>
        <translation>%1 (এবং এরকম আরও %2টি)</translation>
    </message>
    <message>
        <source>Heap size should be non-negative, but get: %1</source>
        <translation>হিপের আকার ঋণাত্মক হওয়া উচিত নয়, কিন্তু পাওয়া গেছে: %1</translation>
    </message>
    <message>
        <source>Buffer %1is freed multiple times.</source>
        <translation>বাফার %1একাধিকবার মুক্ত করা হয়েছে।</translation>
    </message>
    <message>
        <source>Unhandled event kind: %1</source>
        <translation>অপরিচালিত ইভেন্টের ধরন: %1</translation>
    </message>
    <message>
        <source>All heap simulation should work out of a single buffer allocation, actual seen_buffer_allocations.size():%1</source>
        <translation>সব হিপ সিমুলেশন একটিমাত্র buffer allocation থেকে কাজ করার কথা, প্রকৃত seen_buffer_allocations.size():%1</translation>
    </message>
    <message>
        <source>Failed to process heap simulator trace: %1</source>
        <translation>হিপ সিমুলেটর ট্রেস প্রক্রিয়া করা যায়নি: %1</translation>
    </message>
    <message>
        <source>The module&apos;s HloProto is too large to analyse (%1 bytes).</source>
        <translation>মডিউলের HloProto বিশ্লেষণের জন্য খুব বড় (%1 বাইট)।</translation>
    </message>
</context>
<context>
    <name>memscope::overview</name>
    <message>
        <source>GPU traces carry no FLOP or byte counts; XProf derives them from XLA&apos;s cost analysis of the HLO.</source>
        <translation>GPU ট্রেসে FLOP বা বাইটের হিসাব থাকে না; XProf এগুলো HLO-এর ওপর XLA-এর cost analysis থেকে বের করে।</translation>
    </message>
    <message>
        <source>The op&apos;s metadata carries no %1 stat.</source>
        <translation>অপটির মেটাডেটায় কোনো %1 stat নেই।</translation>
    </message>
    <message>
        <source>The op takes no time.</source>
        <translation>অপটি কোনো সময় নেয় না।</translation>
    </message>
    <message>
        <source>TensorCore compute</source>
        <translation>TensorCore কম্পিউট</translation>
    </message>
    <message>
        <source>TensorCore input</source>
        <translation>TensorCore ইনপুট</translation>
    </message>
    <message>
        <source>TensorCore output</source>
        <translation>TensorCore আউটপুট</translation>
    </message>
    <message>
        <source>TensorCore idle</source>
        <translation>TensorCore নিষ্ক্রিয়</translation>
    </message>
    <message>
        <source>Host transfer</source>
        <translation>হোস্ট স্থানান্তর</translation>
    </message>
    <message>
        <source>Device compute</source>
        <translation>ডিভাইস কম্পিউট</translation>
    </message>
    <message>
        <source>Device to device</source>
        <translation>ডিভাইস থেকে ডিভাইস</translation>
    </message>
    <message>
        <source>Device collective communication</source>
        <translation>ডিভাইসের সমষ্টিগত যোগাযোগ</translation>
    </message>
    <message>
        <source>Host compute</source>
        <translation>হোস্ট কম্পিউট</translation>
    </message>
    <message>
        <source>Kernel launch</source>
        <translation>কার্নেল চালু</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>ইনপুট</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>আউটপুট</translation>
    </message>
    <message>
        <source>Compilation</source>
        <translation>কম্পাইল</translation>
    </message>
    <message>
        <source>All others</source>
        <translation>অন্য সব</translation>
    </message>
    <message>
        <source>A training job has no inference sessions.</source>
        <translation>প্রশিক্ষণের কাজে কোনো ইনফারেন্স সেশন থাকে না।</translation>
    </message>
    <message>
        <source>Steps from the step markers of the device trace.</source>
        <translation>ডিভাইস ট্রেসের ধাপ চিহ্ন থেকে ধাপ।</translation>
    </message>
    <message>
        <source>Steps from the step markers of the host trace.</source>
        <translation>হোস্ট ট্রেসের ধাপ চিহ্ন থেকে ধাপ।</translation>
    </message>
    <message>
        <source>No step markers: each XLA module execution is shown in place of a step.</source>
        <translation>কোনো ধাপ চিহ্ন নেই: প্রতিটি XLA মডিউল সম্পাদন একটি ধাপের জায়গায় দেখানো হয়।</translation>
    </message>
    <message>
        <source>No step markers and no XLA module executions: the step time is unknown.</source>
        <translation>ধাপ চিহ্ন বা XLA মডিউল সম্পাদন কোনোটিই নেই: ধাপের সময় অজানা।</translation>
    </message>
    <message>
        <source>not available in this profile</source>
        <translation>এই প্রোফাইলে পাওয়া যায় না</translation>
    </message>
    <message>
        <source>The steps take no time.</source>
        <translation>ধাপগুলো কোনো সময় নেয় না।</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>অজানা</translation>
    </message>
    <message>
        <source>Run environment</source>
        <translation>রানের পরিবেশ</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>হোস্ট</translation>
    </message>
    <message>
        <source>Device type</source>
        <translation>ডিভাইসের ধরন</translation>
    </message>
    <message>
        <source>Device cores</source>
        <translation>ডিভাইস কোর</translation>
    </message>
    <message>
        <source>Training job</source>
        <translation>প্রশিক্ষণের কাজ</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>হ্যাঁ</translation>
    </message>
    <message>
        <source>no (inference)</source>
        <translation>না (ইনফারেন্স)</translation>
    </message>
    <message>
        <source>Profile start (UTC)</source>
        <translation>প্রোফাইলের শুরু (UTC)</translation>
    </message>
    <message>
        <source>Profile duration</source>
        <translation>প্রোফাইলের স্থায়িত্ব</translation>
    </message>
    <message>
        <source>Performance summary</source>
        <translation>পারফরম্যান্সের সারসংক্ষেপ</translation>
    </message>
    <message>
        <source>Average module execution time</source>
        <translation>গড় মডিউল সম্পাদনের সময়</translation>
    </message>
    <message>
        <source>Average step time</source>
        <translation>গড় ধাপের সময়</translation>
    </message>
    <message>
        <source>%1 ms (σ = %2 ms, n = %3)</source>
        <translation>%1 ms (σ = %2 ms, n = %3)</translation>
    </message>
    <message>
        <source>%1 ms (σ = %2 ms) %3%</source>
        <translation>%1 ms (σ = %2 ms) %3%</translation>
    </message>
    <message>
        <source>Average session time</source>
        <translation>গড় সেশনের সময়</translation>
    </message>
    <message>
        <source>FLOPS utilization</source>
        <translation>FLOPS ব্যবহার</translation>
    </message>
    <message>
        <source>  Utilization of TPU matrix units</source>
        <translation>  TPU ম্যাট্রিক্স ইউনিটের ব্যবহার</translation>
    </message>
    <message>
        <source>  Compared to program&apos;s optimal FLOPS</source>
        <translation>  প্রোগ্রামের সর্বোত্তম FLOPS-এর তুলনায়</translation>
    </message>
    <message>
        <source>TPU duty cycle</source>
        <translation>TPU ডিউটি সাইকেল</translation>
    </message>
    <message>
        <source>Memory bandwidth utilization</source>
        <translation>মেমরি ব্যান্ডউইথের ব্যবহার</translation>
    </message>
    <message>
        <source>  HBM utilization</source>
        <translation>  HBM ব্যবহার</translation>
    </message>
    <message>
        <source>  Compared to program&apos;s optimal bandwidth</source>
        <translation>  প্রোগ্রামের সর্বোত্তম ব্যান্ডউইথের তুলনায়</translation>
    </message>
    <message>
        <source>Measured FLOP rate per core</source>
        <translation>প্রতি কোরে মাপা FLOP হার</translation>
    </message>
    <message>
        <source>Measured HBM bandwidth per core</source>
        <translation>প্রতি কোরে মাপা HBM ব্যান্ডউইথ</translation>
    </message>
    <message>
        <source>Framework op placement: host</source>
        <translation>ফ্রেমওয়ার্ক অপের অবস্থান: হোস্ট</translation>
    </message>
    <message>
        <source>Framework op placement: device</source>
        <translation>ফ্রেমওয়ার্ক অপের অবস্থান: ডিভাইস</translation>
    </message>
    <message>
        <source>Op time in eager execution: host</source>
        <translation>Eager সম্পাদনে অপের সময়: হোস্ট</translation>
    </message>
    <message>
        <source>Op time in eager execution: device</source>
        <translation>Eager সম্পাদনে অপের সময়: ডিভাইস</translation>
    </message>
    <message>
        <source>Device compute precision: 16-bit</source>
        <translation>ডিভাইস কম্পিউটের নির্ভুলতা: ১৬-বিট</translation>
    </message>
    <message>
        <source>Device compute precision: 32-bit</source>
        <translation>ডিভাইস কম্পিউটের নির্ভুলতা: ৩২-বিট</translation>
    </message>
    <message>
        <source>Device compute precision: other</source>
        <translation>ডিভাইস কম্পিউটের নির্ভুলতা: অন্যান্য</translation>
    </message>
    <message>
        <source>Inference session latency</source>
        <translation>ইনফারেন্স সেশনের লেটেন্সি</translation>
    </message>
    <message>
        <source>%1 sessions, %2 per second</source>
        <translation>%1টি সেশন, প্রতি সেকেন্ডে %2</translation>
    </message>
    <message>
        <source>%1 ms (host %2, device %3, host-device %4)</source>
        <translation>%1 ms (হোস্ট %2, ডিভাইস %3, হোস্ট-ডিভাইস %4)</translation>
    </message>
    <message>
        <source>Module executions</source>
        <translation>মডিউল সম্পাদন</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>ধাপ</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>ধাপ</translation>
    </message>
    <message>
        <source>Duration ms</source>
        <translation>স্থায়িত্ব ms</translation>
    </message>
    <message>
        <source>Top device ops by self time</source>
        <translation>self time অনুযায়ী শীর্ষ ডিভাইস অপ</translation>
    </message>
    <message>
        <source>No device ops in the profile.</source>
        <translation>প্রোফাইলে কোনো ডিভাইস অপ নেই।</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>পাওয়া যায় না</translation>
    </message>
    <message>
        <source>Recommendations</source>
        <translation>সুপারিশ</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>ডায়াগনস্টিকস</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>ত্রুটি: %1</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>সতর্কতা: %1</translation>
    </message>
    <message>
        <source>The profile has no framework ops on the host or the device.</source>
        <translation>প্রোফাইলে হোস্ট বা ডিভাইসে কোনো ফ্রেমওয়ার্ক অপ নেই।</translation>
    </message>
    <message>
        <source>No framework op ran on the host for any time.</source>
        <translation>হোস্টে কোনো ফ্রেমওয়ার্ক অপ কোনো সময় ধরে চলেনি।</translation>
    </message>
    <message>
        <source>No op ran on the device.</source>
        <translation>ডিভাইসে কোনো অপ চলেনি।</translation>
    </message>
    <message>
        <source>GPU kernels of XLA programs by the element type of their HLO instruction (bf16/f16: 16-bit) when the profile carries the HLO; other kernels by name as XProf classifies them (&quot;half&quot; in the tensor shapes, or &quot;half&quot;/&quot;fp16&quot; in the kernel name), with bf16 counted as 16-bit too. Time after removing overlaps.</source>
        <translation>প্রোফাইলে HLO থাকলে XLA প্রোগ্রামের GPU কার্নেলগুলো তাদের HLO নির্দেশনার element type অনুযায়ী (bf16/f16: ১৬-বিট); অন্য কার্নেলগুলো নাম অনুযায়ী, XProf যেভাবে শ্রেণিবদ্ধ করে (tensor shape-এ &quot;half&quot;, বা কার্নেলের নামে &quot;half&quot;/&quot;fp16&quot;), bf16-কেও ১৬-বিট ধরে। ওভারল্যাপ বাদ দেওয়ার পরের সময়।</translation>
    </message>
    <message>
        <source>TensorCore ops by the element type of their output shape (bf16/f16: 16-bit, f32: 32-bit), weighted by self time.</source>
        <translation>TensorCore অপগুলো তাদের আউটপুট shape-এর element type অনুযায়ী (bf16/f16: ১৬-বিট, f32: ৩২-বিট), self time দিয়ে ভারিত।</translation>
    </message>
    <message>
        <source>No device compute ran in the profile.</source>
        <translation>প্রোফাইলে কোনো ডিভাইস কম্পিউট চলেনি।</translation>
    </message>
    <message>
        <source>Your program is HIGHLY input-bound: %1% of the step time is spent waiting for input. Look at the input pipeline (prefetching, parallel reads and preprocessing).</source>
        <translation>আপনার প্রোগ্রাম অত্যন্ত ইনপুট-নির্ভর: ধাপের সময়ের %1% ইনপুটের অপেক্ষায় যায়। ইনপুট পাইপলাইন দেখুন (প্রিফেচিং, সমান্তরাল পড়া ও প্রিপ্রসেসিং)।</translation>
    </message>
    <message>
        <source>Your program is MODERATELY input-bound: %1% of the step time is spent waiting for input.</source>
        <translation>আপনার প্রোগ্রাম মাঝারিভাবে ইনপুট-নির্ভর: ধাপের সময়ের %1% ইনপুটের অপেক্ষায় যায়।</translation>
    </message>
    <message>
        <source>The TensorCore is idle or waiting for the host for %1% of the step time: the program is host-bound. Look for host work between device launches in the trace.</source>
        <translation>ধাপের সময়ের %1% TensorCore নিষ্ক্রিয় বা হোস্টের অপেক্ষায় থাকে: প্রোগ্রামটি হোস্ট-নির্ভর। ট্রেসে ডিভাইস চালুর মাঝখানে হোস্টের কাজ খুঁজুন।</translation>
    </message>
    <message>
        <source>%1% of the step time is device collective communication.</source>
        <translation>ধাপের সময়ের %1% ডিভাইসের সমষ্টিগত যোগাযোগ।</translation>
    </message>
    <message>
        <source>FLOPS utilisation is %1% of the device&apos;s peak. The top ops below are where the time goes: memory-bound ops (low FLOP rate, many bytes) gain from fusion or larger batches.</source>
        <translation>FLOPS ব্যবহার ডিভাইসের শীর্ষের %1%। নিচের শীর্ষ অপগুলোতেই সময় যায়: মেমরি-নির্ভর অপ (কম FLOP হার, অনেক বাইট) fusion বা বড় ব্যাচে উপকৃত হয়।</translation>
    </message>
    <message>
        <source>The TensorCores are busy only %1% of the time they are in use; the rest they wait, usually for the host.</source>
        <translation>TensorCore-গুলো ব্যবহারের সময়ের মাত্র %1% ব্যস্ত থাকে; বাকি সময় অপেক্ষা করে, সাধারণত হোস্টের জন্য।</translation>
    </message>
    <message>
        <source>Only %1% of device computation is 16 bit. So you might want to replace more 32-bit ops by 16-bit ops (bfloat16) to improve performance, if the reduced accuracy is acceptable.</source>
        <translation>ডিভাইস কম্পিউটেশনের মাত্র %1% ১৬-বিট। তাই কম নির্ভুলতা গ্রহণযোগ্য হলে পারফরম্যান্স বাড়াতে আরও ৩২-বিট অপ ১৬-বিট অপ (bfloat16) দিয়ে বদলাতে পারেন।</translation>
    </message>
    <message>
        <source>%1% of op time on the host used eager execution. Performance could be improved with tf.function.</source>
        <translation>হোস্টে অপের সময়ের %1% eager সম্পাদন ব্যবহার করেছে। tf.function দিয়ে পারফরম্যান্স বাড়ানো যেতে পারে।</translation>
    </message>
    <message>
        <source>Mark training steps (jax.profiler.StepTraceAnnotation, or tf.profiler.experimental.Trace(&apos;train&apos;, step_num=...)) so the step time can be measured.</source>
        <translation>প্রশিক্ষণের ধাপগুলো চিহ্নিত করুন (jax.profiler.StepTraceAnnotation, বা tf.profiler.experimental.Trace(&apos;train&apos;, step_num=...)) যাতে ধাপের সময় মাপা যায়।</translation>
    </message>
    <message>
        <source>No device trace was collected. This might happen if your job hadn&apos;t been run on the device when sampling was turned on. You could try the sampling again later.</source>
        <translation>কোনো ডিভাইস ট্রেস সংগ্রহ করা হয়নি। স্যাম্পলিং চালুর সময় আপনার কাজ ডিভাইসে না চললে এটি ঘটতে পারে। পরে আবার স্যাম্পলিং করে দেখতে পারেন।</translation>
    </message>
    <message>
        <source>No step marker observed and hence the step time is unknown. This may happen if (1) training steps are not instrumented (e.g., if you are not using Keras) or (2) the profiling duration is shorter than the step time. For (1), you need to add step instrumentation; for (2), you may try to profile longer.</source>
        <translation>কোনো ধাপ চিহ্ন দেখা যায়নি, তাই ধাপের সময় অজানা। এটি ঘটতে পারে যদি (1) প্রশিক্ষণের ধাপগুলো চিহ্নিত না থাকে (যেমন আপনি Keras ব্যবহার না করলে) বা (2) প্রোফাইলিংয়ের সময় ধাপের সময়ের চেয়ে কম হয়। (1)-এর জন্য ধাপ চিহ্ন যোগ করতে হবে; (2)-এর জন্য আরও বেশি সময় প্রোফাইল করে দেখতে পারেন।</translation>
    </message>
    <message>
        <source>Each XLA module execution is shown in place of a step (%1 executions).</source>
        <translation>প্রতিটি XLA মডিউল সম্পাদন একটি ধাপের জায়গায় দেখানো হয় (%1টি সম্পাদন)।</translation>
    </message>
    <message>
        <source>No step is complete on every core and host: the intersection of the steps is empty.</source>
        <translation>কোনো ধাপ প্রতিটি কোর ও হোস্টে সম্পূর্ণ নয়: ধাপগুলোর ছেদ শূন্য।</translation>
    </message>
    <message>
        <source>%1 steps dropped (the first and the last) because they may be incomplete.</source>
        <translation>%1টি ধাপ (প্রথম ও শেষ) বাদ দেওয়া হয়েছে, কারণ সেগুলো অসম্পূর্ণ হতে পারে।</translation>
    </message>
    <message>
        <source>HLO module %1 has the backward-pass op %2.</source>
        <translation>HLO মডিউল %1-এ backward-pass অপ %2 আছে।</translation>
    </message>
    <message>
        <source>None of the %1 HLO modules has a backward-pass op (gradients, gradient_tape or transpose(...)).</source>
        <translation>%1টি HLO মডিউলের কোনোটিতে backward-pass অপ নেই (gradients, gradient_tape বা transpose(...))।</translation>
    </message>
    <message>
        <source>The framework op %1 belongs to a backward pass.</source>
        <translation>ফ্রেমওয়ার্ক অপ %1 একটি backward pass-এর অংশ।</translation>
    </message>
    <message>
        <source>No framework op of the trace belongs to a backward pass.</source>
        <translation>ট্রেসের কোনো ফ্রেমওয়ার্ক অপ backward pass-এর অংশ নয়।</translation>
    </message>
    <message>
        <source>The profile has neither HLO modules nor framework op names to tell training from inference.</source>
        <translation>প্রশিক্ষণ ও ইনফারেন্স আলাদা করার জন্য প্রোফাইলে HLO মডিউল বা ফ্রেমওয়ার্ক অপের নাম কোনোটিই নেই।</translation>
    </message>
    <message>
        <source>The device planes carry no %1 stat.</source>
        <translation>ডিভাইস প্লেনগুলোতে কোনো %1 stat নেই।</translation>
    </message>
    <message>
        <source>The profile has no events and no Task Environment plane with the profile start and stop times.</source>
        <translation>প্রোফাইলে কোনো ইভেন্ট নেই, এবং প্রোফাইলের শুরু ও শেষের সময়সহ কোনো Task Environment প্লেনও নেই।</translation>
    </message>
    <message>
        <source>No inference sessions: the host trace has no request root events (StepTraceAnnotation or other events with the _r stat).</source>
        <translation>কোনো ইনফারেন্স সেশন নেই: হোস্ট ট্রেসে কোনো request root ইভেন্ট নেই (StepTraceAnnotation বা _r stat-সহ অন্য ইভেন্ট)।</translation>
    </message>
    <message>
        <source>Avg</source>
        <translation>গড়</translation>
    </message>
    <message>
        <source>The sessions take no time.</source>
        <translation>সেশনগুলো কোনো সময় নেয় না।</translation>
    </message>
    <message>
        <source>The HLO proto of &apos;%1&apos; in /host:metadata is damaged and was skipped.</source>
        <translation>/host:metadata-এ &apos;%1&apos;-এর HLO proto ক্ষতিগ্রস্ত এবং বাদ দেওয়া হয়েছে।</translation>
    </message>
    <message>
        <source>No TensorCore op or module ran in the profile.</source>
        <translation>প্রোফাইলে কোনো TensorCore অপ বা মডিউল চলেনি।</translation>
    </message>
    <message>
        <source>No TensorCore op ran in the profile.</source>
        <translation>প্রোফাইলে কোনো TensorCore অপ চলেনি।</translation>
    </message>
    <message>
        <source>The ops carry no flops stat.</source>
        <translation>অপগুলোতে কোনো flops stat নেই।</translation>
    </message>
    <message>
        <source>The ops carry no memory_access_breakdown stat.</source>
        <translation>অপগুলোতে কোনো memory_access_breakdown stat নেই।</translation>
    </message>
    <message>
        <source>The device&apos;s peak is 0.</source>
        <translation>ডিভাইসের শীর্ষ 0।</translation>
    </message>
    <message>
        <source>XProf reports this for TPU only.</source>
        <translation>XProf এটি শুধু TPU-এর জন্য জানায়।</translation>
    </message>
    <message>
        <source>Not available in this profile: it comes from hardware counters that the profile does not carry (host-plane stat %1).</source>
        <translation>এই প্রোফাইলে পাওয়া যায় না: এটি হার্ডওয়্যার কাউন্টার থেকে আসে, যা প্রোফাইলে নেই (হোস্ট-প্লেন stat %1)।</translation>
    </message>
    <message>
        <source>Not available in this profile: XProf&apos;s open-source build has no program-optimal limits and always shows 0.0% here.</source>
        <translation>এই প্রোফাইলে পাওয়া যায় না: XProf-এর ওপেন-সোর্স বিল্ডে প্রোগ্রামের সর্বোত্তম সীমা নেই এবং এখানে সবসময় 0.0% দেখায়।</translation>
    </message>
    <message>
        <source>Peak FLOP rate per core</source>
        <translation>প্রতি কোরে সর্বোচ্চ FLOP হার</translation>
    </message>
    <message>
        <source>Peak HBM bandwidth per core</source>
        <translation>প্রতি কোরে সর্বোচ্চ HBM ব্যান্ডউইথ</translation>
    </message>
    <message>
        <source>self %1 ms, occurrences %2, FLOP rate %3, bytes accessed %4</source>
        <translation>self %1 ms, সংখ্যা %2, FLOP হার %3, অ্যাক্সেস করা বাইট %4</translation>
    </message>
    <message>
        <source>Module execution time standard deviation</source>
        <translation>মডিউল সম্পাদনের সময়ের আদর্শ বিচ্যুতি</translation>
    </message>
    <message>
        <source>Step time standard deviation</source>
        <translation>ধাপের সময়ের আদর্শ বিচ্যুতি</translation>
    </message>
    <message>
        <source>Your program is HIGHLY input-bound because %1% of the total step time sampled is waiting for input. Therefore, you should first focus on reducing the input time.</source>
        <translation>আপনার প্রোগ্রাম অত্যন্ত ইনপুট-নির্ভর, কারণ নমুনা নেওয়া মোট ধাপের সময়ের %1% ইনপুটের অপেক্ষায় যায়। তাই আগে ইনপুটের সময় কমানোয় মন দিন।</translation>
    </message>
    <message>
        <source>Your program is MODERATELY input-bound because %1% of the total step time sampled is waiting for input. Therefore, you would need to reduce both the input time and other time.</source>
        <translation>আপনার প্রোগ্রাম মাঝারিভাবে ইনপুট-নির্ভর, কারণ নমুনা নেওয়া মোট ধাপের সময়ের %1% ইনপুটের অপেক্ষায় যায়। তাই ইনপুটের সময় ও অন্যান্য সময় দুটোই কমাতে হবে।</translation>
    </message>
    <message>
        <source>Your program is POTENTIALLY input-bound because %1% of the total step time sampled is spent on &apos;All Others&apos; time (which could be due to I/O or Python execution or both).</source>
        <translation>আপনার প্রোগ্রাম সম্ভবত ইনপুট-নির্ভর, কারণ নমুনা নেওয়া মোট ধাপের সময়ের %1% &apos;অন্য সব&apos; সময়ে যায় (যা I/O, Python চালানো বা দুটোরই কারণে হতে পারে)।</translation>
    </message>
    <message>
        <source>Your program is NOT input-bound because only %1% of the total step time sampled is waiting for input. Therefore, you should focus on reducing other time.</source>
        <translation>আপনার প্রোগ্রাম ইনপুট-নির্ভর নয়, কারণ নমুনা নেওয়া মোট ধাপের সময়ের মাত্র %1% ইনপুটের অপেক্ষায় যায়। তাই অন্যান্য সময় কমানোয় মন দিন।</translation>
    </message>
    <message>
        <source>%1 % of the total step time sampled is spent on &apos;Kernel Launch&apos;.</source>
        <translation>নমুনা নেওয়া মোট ধাপের সময়ের %1% &apos;কার্নেল চালু করা&apos;-য় যায়।</translation>
    </message>
    <message>
        <source>%1 % of the total step time sampled is spent on &apos;All Others&apos; time. This could be due to Python execution overhead.</source>
        <translation>নমুনা নেওয়া মোট ধাপের সময়ের %1% &apos;অন্য সব&apos; সময়ে যায়। এর কারণ Python চালানোর বাড়তি খরচ হতে পারে।</translation>
    </message>
    <message>
        <source>Your program is HIGHLY output-bound because %1% of the total step time sampled is spent on output. Therefore, you should first focus on reducing the output time.</source>
        <translation>আপনার প্রোগ্রাম অত্যন্ত আউটপুট-নির্ভর, কারণ নমুনা নেওয়া মোট ধাপের সময়ের %1% আউটপুটে যায়। তাই আগে আউটপুটের সময় কমানোয় মন দিন।</translation>
    </message>
    <message>
        <source>Your program is MODERATELY output-bound because %1% of the total step time sampled is spent on output. Therefore, you would need to reduce both the output time and other time.</source>
        <translation>আপনার প্রোগ্রাম মাঝারিভাবে আউটপুট-নির্ভর, কারণ নমুনা নেওয়া মোট ধাপের সময়ের %1% আউটপুটে যায়। তাই আউটপুটের সময় ও অন্যান্য সময় দুটোই কমাতে হবে।</translation>
    </message>
</context>
<context>
    <name>memscope::report</name>
    <message>
        <source>%1 or %2</source>
        <translation>%1 বা %2</translation>
    </message>
    <message>
        <source>Usage: memscope-report %1
%2

Options:
</source>
        <translation>ব্যবহার: memscope-report %1
%2

অপশন:
</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>এই সহায়তা দেখান।</translation>
    </message>
    <message>
        <source>What to print.</source>
        <translation>কী ছাপা হবে।</translation>
    </message>
    <message>
        <source>Write to this file (atomically) instead of standard output.</source>
        <translation>স্ট্যান্ডার্ড আউটপুটের বদলে এই ফাইলে (অ্যাটমিকভাবে) লিখুন।</translation>
    </message>
    <message>
        <source>The run of a trace folder to load (default: the newest).</source>
        <translation>ট্রেস ফোল্ডারের যে রান লোড হবে (ডিফল্ট: নতুনতমটি)।</translation>
    </message>
    <message>
        <source>Unknown %1 &apos;%2&apos; (use %3).</source>
        <translation>অজানা %1 &apos;%2&apos; (%3 ব্যবহার করুন)।</translation>
    </message>
    <message>
        <source>--%1 needs a whole number of at least 0, not &apos;%2&apos;.</source>
        <translation>--%1-এর জন্য অন্তত 0 একটি পূর্ণসংখ্যা দরকার, &apos;%2&apos; নয়।</translation>
    </message>
    <message>
        <source>Only one %1 can be given; &apos;%2&apos; is one too many.</source>
        <translation>শুধু একটি %1 দেওয়া যায়; &apos;%2&apos; একটি বেশি।</translation>
    </message>
    <message>
        <source>Only %1 can be given; &apos;%2&apos; is one too many.</source>
        <translation>শুধু %1 দেওয়া যায়; &apos;%2&apos; একটি বেশি।</translation>
    </message>
    <message>
        <source>Unknown option &apos;%1&apos;.</source>
        <translation>অজানা অপশন &apos;%1&apos;।</translation>
    </message>
    <message>
        <source>Option --%1 takes no value.</source>
        <translation>অপশন --%1 কোনো মান নেয় না।</translation>
    </message>
    <message>
        <source>Option --%1 needs a value.</source>
        <translation>অপশন --%1-এর একটি মান দরকার।</translation>
    </message>
    <message>
        <source>No %1 given.</source>
        <translation>কোনো %1 দেওয়া হয়নি।</translation>
    </message>
    <message>
        <source>%1: %2
Usage: memscope-report %3
Try &apos;memscope-report %1 --help&apos;.</source>
        <translation>%1: %2
ব্যবহার: memscope-report %3
&apos;memscope-report %1 --help&apos; চেষ্টা করুন।</translation>
    </message>
    <message>
        <source>--fail-if-peak-grows needs a percentage of at least 0, not &apos;%1&apos;.</source>
        <translation>--fail-if-peak-grows-এর জন্য অন্তত 0 একটি শতাংশ দরকার, &apos;%1&apos; নয়।</translation>
    </message>
    <message>
        <source>--fail-if-peak-grows compares memory peaks: use it with --tool memory-viewer or memory-profile.</source>
        <translation>--fail-if-peak-grows মেমরির শীর্ষ তুলনা করে: এটি --tool memory-viewer বা memory-profile-এর সঙ্গে ব্যবহার করুন।</translation>
    </message>
    <message>
        <source>--module-a and --module-b choose Memory Viewer modules: use them with --tool memory-viewer.</source>
        <translation>--module-a ও --module-b মেমরি ভিউয়ারের মডিউল বাছে: এগুলো --tool memory-viewer-এর সঙ্গে ব্যবহার করুন।</translation>
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
        <translation>পার্থক্য</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>পরিবর্তন</translation>
    </message>
    <message>
        <source>%1 holds no XLA module with a buffer assignment, so there is no memory to compare.</source>
        <translation>%1-এ buffer assignment-সহ কোনো XLA মডিউল নেই, তাই তুলনা করার মতো মেমরি নেই।</translation>
    </message>
    <message>
        <source>%1 has no module named %2 to pair with %3 of %4; choose one with --module-b. Its modules: %5</source>
        <translation>%4-এর %3-এর সঙ্গে জোড়া দেওয়ার জন্য %1-এ %2 নামে কোনো মডিউল নেই; --module-b দিয়ে একটি বেছে নিন। এর মডিউলগুলো: %5</translation>
    </message>
    <message>
        <source>Memory Viewer comparison, memory space %1 (%2)
</source>
        <translation>মেমরি ভিউয়ার তুলনা, মেমরি স্পেস %1 (%2)
</translation>
    </message>
    <message>
        <source>A: %1, module %2
B: %3, module %4

</source>
        <translation>A: %1, মডিউল %2
B: %3, মডিউল %4

</translation>
    </message>
    <message>
        <source>no heap-simulator curve</source>
        <translation>হিপ-সিমুলেটরের বক্ররেখা নেই</translation>
    </message>
    <message>
        <source>%1 points, the peak at %2 (%3)</source>
        <translation>%1টি বিন্দু, শীর্ষ %2-এ (%3)</translation>
    </message>
    <message>
        <source>
Curves: A %1; B %2.
</source>
        <translation>
বক্ররেখা: A %1; B %2।
</translation>
    </message>
    <message>
        <source>Buffers live at the peaks: %1 grown, %2 shrunk, %3 only in A, %4 only in B, %5 unchanged.
</source>
        <translation>শীর্ষে জীবিত বাফার: %1টি বেড়েছে, %2টি কমেছে, %3টি শুধু A-তে, %4টি শুধু B-তে, %5টি অপরিবর্তিত।
</translation>
    </message>
    <message>
        <source> (in B: %1)</source>
        <translation> (B-তে: %1)</translation>
    </message>
    <message>
        <source> [moved in program order]</source>
        <translation> [প্রোগ্রাম ক্রমে সরানো]</translation>
    </message>
    <message>
        <source>  ... %1 more: --format csv lists them all.
</source>
        <translation>  ... আরও %1টি: --format csv সবগুলোর তালিকা দেয়।
</translation>
    </message>
    <message>
        <source>
Moved in program order (%1):
  %2
</source>
        <translation>
প্রোগ্রাম ক্রমে সরানো (%1):
  %2
</translation>
    </message>
    <message>
        <source>warning: module %1 of %2 has no allocations in memory space %3 (%4).</source>
        <translation>সতর্কতা: %2-এর মডিউল %1-এর মেমরি স্পেস %3 (%4)-এ কোনো বরাদ্দ নেই।</translation>
    </message>
    <message>
        <source>%1, module %2: %3</source>
        <translation>%1, মডিউল %2: %3</translation>
    </message>
    <message>
        <source>Memory Profile comparison, timelines aligned at the %1
A: %2
B: %3
</source>
        <translation>মেমরি প্রোফাইল তুলনা, টাইমলাইন %1-এ মেলানো
A: %2
B: %3
</translation>
    </message>
    <message>
        <source>first step</source>
        <translation>প্রথম ধাপ</translation>
    </message>
    <message>
        <source>profile start</source>
        <translation>প্রোফাইলের শুরু</translation>
    </message>
    <message>
        <source>Neither profile has memory activity (profile with host_trace_level &gt;= 2).
</source>
        <translation>কোনো প্রোফাইলেই মেমরি কার্যকলাপ নেই (host_trace_level &gt;= 2 দিয়ে প্রোফাইল নিন)।
</translation>
    </message>
    <message>
        <source>
Memory ID %1%2
</source>
        <translation>
মেমরি ID %1%2
</translation>
    </message>
    <message>
        <source> (only in B)</source>
        <translation> (শুধু B-তে)</translation>
    </message>
    <message>
        <source> (only in A)</source>
        <translation> (শুধু A-তে)</translation>
    </message>
    <message>
        <source>Fragmentation at the peak</source>
        <translation>শীর্ষে খণ্ডায়ন</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 পয়েন্ট</translation>
    </message>
    <message>
        <source>  Breakdown at the peak by op (%1 ops):
</source>
        <translation>  অপ অনুযায়ী শীর্ষের বিভাজন (%1টি অপ):
</translation>
    </message>
    <message>
        <source>Op</source>
        <translation>অপ</translation>
    </message>
    <message>
        <source>%1: the memory profile cannot be computed: %2</source>
        <translation>%1: মেমরি প্রোফাইল গণনা করা যাচ্ছে না: %2</translation>
    </message>
    <message>
        <source>Overview comparison
A: %1
B: %2

</source>
        <translation>ওভারভিউ তুলনা
A: %1
B: %2

</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>প্রযোজ্য নয়</translation>
    </message>
    <message>
        <source> points</source>
        <translation> পয়েন্ট</translation>
    </message>
    <message>
        <source>compare: %1</source>
        <translation>compare: %1</translation>
    </message>
    <message>
        <source>The peak of B grew by more than %1 % over A&apos;s.</source>
        <translation>B-এর শীর্ষ A-এর চেয়ে %1 %-এর বেশি বেড়েছে।</translation>
    </message>
    <message>
        <source>The module of A (default: its largest HBM peak).</source>
        <translation>A-এর মডিউল (ডিফল্ট: এর সবচেয়ে বড় HBM শীর্ষ)।</translation>
    </message>
    <message>
        <source>The module of B (default: the one named as A&apos;s).</source>
        <translation>B-এর মডিউল (ডিফল্ট: A-এর মডিউলের নামে যেটি)।</translation>
    </message>
    <message>
        <source>The memory space (0 HBM).</source>
        <translation>মেমরি স্পেস (0 HBM)।</translation>
    </message>
    <message>
        <source>What to compare.</source>
        <translation>কী তুলনা করা হবে।</translation>
    </message>
    <message>
        <source>Memory Profile timelines: where time 0 is.</source>
        <translation>মেমরি প্রোফাইল টাইমলাইন: সময় 0 কোথায়।</translation>
    </message>
    <message>
        <source>Exit with 3 when B&apos;s peak exceeds A&apos;s by more than PERCENT.</source>
        <translation>B-এর শীর্ষ A-এর চেয়ে PERCENT-এর বেশি হলে 3 দিয়ে বেরিয়ে যান।</translation>
    </message>
    <message>
        <source>XSpace file</source>
        <translation>XSpace ফাইল</translation>
    </message>
    <message>
        <source>trace folder</source>
        <translation>ট্রেস ফোল্ডার</translation>
    </message>
    <message>
        <source>HloProto (binary)</source>
        <translation>HloProto (বাইনারি)</translation>
    </message>
    <message>
        <source>HloProto (JSON)</source>
        <translation>HloProto (JSON)</translation>
    </message>
    <message>
        <source>HloProto (text format)</source>
        <translation>HloProto (টেক্সট ফরম্যাট)</translation>
    </message>
    <message>
        <source>XLA out-of-memory log</source>
        <translation>XLA আউট-অফ-মেমরি লগ</translation>
    </message>
    <message>
        <source>none</source>
        <translation>কোনোটিই নয়</translation>
    </message>
    <message>
        <source>Path: %1
</source>
        <translation>পাথ: %1
</translation>
    </message>
    <message>
        <source>Kind: %1
</source>
        <translation>ধরন: %1
</translation>
    </message>
    <message>
        <source>Runs (%1, newest first):
</source>
        <translation>রান (%1টি, নতুনটি আগে):
</translation>
    </message>
    <message>
        <source>  %1  %2 host(s)%3
</source>
        <translation>  %1  %2টি হোস্ট%3
</translation>
    </message>
    <message>
        <source>  (loaded)</source>
        <translation>  (লোড করা)</translation>
    </message>
    <message>
        <source>Hosts (%1):
</source>
        <translation>হোস্ট (%1টি):
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
        <translation>    প্লেন %1: %2টি লাইন, %3টি ইভেন্ট
</translation>
    </message>
    <message>
        <source>Out-of-memory reports (%1; memscope-report oom-report PATH shows them):
</source>
        <translation>আউট-অফ-মেমরি রিপোর্ট (%1টি; memscope-report oom-report PATH এগুলো দেখায়):
</translation>
    </message>
    <message>
        <source>Modules (%1):
</source>
        <translation>মডিউল (%1টি):
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
        <translation>    নাম: %1
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
        <translation>    হোস্ট: %1
</translation>
    </message>
    <message>
        <source>    memory spaces: %1
</source>
        <translation>    মেমরি স্পেস: %1
</translation>
    </message>
    <message>
        <source>    logical buffers: %1, allocations: %2
</source>
        <translation>    লজিক্যাল বাফার: %1, বরাদ্দ: %2
</translation>
    </message>
    <message>
        <source>Warnings:
</source>
        <translation>সতর্কতা:
</translation>
    </message>
    <message>
        <source>What a profile holds: runs, hosts, planes, modules.</source>
        <translation>একটি প্রোফাইলে কী আছে: রান, হোস্ট, প্লেন, মডিউল।</translation>
    </message>
    <message>
        <source>Print JSON for scripts instead of text.</source>
        <translation>লেখার বদলে স্ক্রিপ্টের জন্য JSON ছাপুন।</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>সতর্কতা: %1</translation>
    </message>
    <message>
        <source>Usage: memscope-report COMMAND PATH [OPTIONS]

Commands:
</source>
        <translation>ব্যবহার: memscope-report COMMAND PATH [OPTIONS]

কমান্ড:
</translation>
    </message>
    <message>
        <source>
&apos;memscope-report COMMAND --help&apos; describes a command.
</source>
        <translation>
&apos;memscope-report COMMAND --help&apos; একটি কমান্ডের বর্ণনা দেয়।
</translation>
    </message>
    <message>
        <source>Unknown command &apos;%1&apos;.

%2</source>
        <translation>অজানা কমান্ড &apos;%1&apos;।

%2</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Op Name</source>
        <translation>অপের নাম</translation>
    </message>
    <message>
        <source>Allocation</source>
        <translation>বরাদ্দ</translation>
    </message>
    <message>
        <source>Requested</source>
        <translation>অনুরোধ করা</translation>
    </message>
    <message>
        <source>Occurrences</source>
        <translation>সংখ্যা</translation>
    </message>
    <message>
        <source>Region type</source>
        <translation>অঞ্চলের ধরন</translation>
    </message>
    <message>
        <source>Data type</source>
        <translation>ডেটার ধরন</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>আকৃতি</translation>
    </message>
    <message>
        <source>  Memory breakdown at the peak (%1 rows):
</source>
        <translation>  শীর্ষে মেমরির বিভাজন (%1টি সারি):
</translation>
    </message>
    <message>
        <source>    ... %1 more rows: --format csv lists them all.
</source>
        <translation>    ... আরও %1টি সারি: --format csv সবগুলোর তালিকা দেয়।
</translation>
    </message>
    <message>
        <source>  Never freed within the window: none.
</source>
        <translation>  উইন্ডোর মধ্যে কখনো মুক্ত হয়নি: কোনোটিই নয়।
</translation>
    </message>
    <message>
        <source>  Never freed within the window: %1 allocations, %2 (largest first):
</source>
        <translation>  উইন্ডোর মধ্যে কখনো মুক্ত হয়নি: %1টি বরাদ্দ, %2 (বড়গুলো আগে):
</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>আকার</translation>
    </message>
    <message>
        <source>Allocated at</source>
        <translation>বরাদ্দ হয়েছে</translation>
    </message>
    <message>
        <source>Alive for</source>
        <translation>জীবিত ছিল</translation>
    </message>
    <message>
        <source>Memory ID %1 (host %2)
</source>
        <translation>মেমরি ID %1 (হোস্ট %2)
</translation>
    </message>
    <message>
        <source>#Allocation</source>
        <translation>#বরাদ্দ</translation>
    </message>
    <message>
        <source>#Deallocation</source>
        <translation>#মুক্তকরণ</translation>
    </message>
    <message>
        <source>Memory Capacity</source>
        <translation>মেমরির ধারণক্ষমতা</translation>
    </message>
    <message>
        <source>Lifetime Peak Heap Usage</source>
        <translation>আজীবন সর্বোচ্চ হিপ ব্যবহার</translation>
    </message>
    <message>
        <source>Profile-window Peak Memory Usage</source>
        <translation>প্রোফাইল-উইন্ডোর সর্বোচ্চ মেমরি ব্যবহার</translation>
    </message>
    <message>
        <source>%1 (stack + heap)</source>
        <translation>%1 (স্ট্যাক + হিপ)</translation>
    </message>
    <message>
        <source>  Timestamp</source>
        <translation>  সময়চিহ্ন</translation>
    </message>
    <message>
        <source>  Stack Reservation</source>
        <translation>  স্ট্যাক সংরক্ষণ</translation>
    </message>
    <message>
        <source>  Heap Allocation</source>
        <translation>  হিপ বরাদ্দ</translation>
    </message>
    <message>
        <source>  Free Memory</source>
        <translation>  খালি মেমরি</translation>
    </message>
    <message>
        <source>  Fragmentation</source>
        <translation>  খণ্ডায়ন</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>  Findings:
</source>
        <translation>  পর্যবেক্ষণ:
</translation>
    </message>
    <message>
        <source>Memory Profile of %1
</source>
        <translation>%1-এর মেমরি প্রোফাইল
</translation>
    </message>
    <message>
        <source>There is no memory profile to display because there were no memory activity data in the captured duration. To view memory profile, please profile your workload with host_trace_level &gt;= 2.
</source>
        <translation>দেখানোর মতো কোনো মেমরি প্রোফাইল নেই, কারণ ধারণ করা সময়ে কোনো মেমরি কার্যকলাপের ডেটা ছিল না। মেমরি প্রোফাইল দেখতে, host_trace_level &gt;= 2 দিয়ে আপনার কাজের প্রোফাইল নিন।
</translation>
    </message>
    <message>
        <source>Memory IDs: %1
</source>
        <translation>মেমরি ID: %1
</translation>
    </message>
    <message>
        <source>%1 has no memory id %2. Memory IDs: %3</source>
        <translation>%1-এ মেমরি id %2 নেই। মেমরি ID: %3</translation>
    </message>
    <message>
        <source>XProf&apos;s Memory Profile: the allocation timeline per allocator, its summary, the breakdown at the peak, and findings about leaks and fragmentation.</source>
        <translation>XProf-এর মেমরি প্রোফাইল: প্রতি অ্যালোকেটরে বরাদ্দের টাইমলাইন, এর সারসংক্ষেপ, শীর্ষে বিভাজন, এবং লিক ও খণ্ডায়ন সম্পর্কে পর্যবেক্ষণ।</translation>
    </message>
    <message>
        <source>Only this memory id (allocator).</source>
        <translation>শুধু এই মেমরি id (অ্যালোকেটর)।</translation>
    </message>
    <message>
        <source>Cannot export %1 images: the memscope desktop application was not found next to memscope-report, in ../app/ or in PATH.</source>
        <translation>%1 ছবি এক্সপোর্ট করা যাচ্ছে না: memscope ডেস্কটপ অ্যাপ্লিকেশনটি memscope-report-এর পাশে, ../app/-এ বা PATH-এ পাওয়া যায়নি।</translation>
    </message>
    <message>
        <source>Cannot create the directory %1.</source>
        <translation>%1 ডিরেক্টরি তৈরি করা যাচ্ছে না।</translation>
    </message>
    <message>
        <source>Cannot start %1: %2</source>
        <translation>%1 চালু করা যাচ্ছে না: %2</translation>
    </message>
    <message>
        <source>Exporting %1 images with %2 failed (exit code %3)%4</source>
        <translation>%2 দিয়ে %1 ছবি এক্সপোর্ট ব্যর্থ হয়েছে (exit code %3)%4</translation>
    </message>
    <message>
        <source>%1 holds no XLA module with a buffer assignment, so there is no memory to show.</source>
        <translation>%1-এ buffer assignment-সহ কোনো XLA মডিউল নেই, তাই দেখানোর মতো মেমরি নেই।</translation>
    </message>
    <message>
        <source>Module %1 (the largest peak of %2 modules; choose another with --module).</source>
        <translation>মডিউল %1 (%2টি মডিউলের মধ্যে সবচেয়ে বড় শীর্ষ; --module দিয়ে অন্যটি বেছে নিন)।</translation>
    </message>
    <message>
        <source>warning: module %1 has no allocations in memory space %2; it has: %3.</source>
        <translation>সতর্কতা: মডিউল %1-এর মেমরি স্পেস %2-এ কোনো বরাদ্দ নেই; এতে আছে: %3।</translation>
    </message>
    <message>
        <source>No memory allocation timeline available: module %1 has no simulated temporary allocation in memory space %2.</source>
        <translation>মেমরি বরাদ্দের টাইমলাইন পাওয়া যায় না: মডিউল %1-এর মেমরি স্পেস %2-এ কোনো সিমুলেটেড অস্থায়ী বরাদ্দ নেই।</translation>
    </message>
    <message>
        <source>XProf&apos;s Memory Viewer analysis of one module and memory space: its JSON, the text overview, the buffers at the peak as CSV or the allocation timeline as DOT; the charts as images.</source>
        <translation>একটি মডিউল ও মেমরি স্পেসের জন্য XProf-এর মেমরি ভিউয়ার বিশ্লেষণ: এর JSON, লেখায় ওভারভিউ, শীর্ষের বাফারগুলো CSV হিসেবে বা বরাদ্দের টাইমলাইন DOT হিসেবে; চার্টগুলো ছবি হিসেবে।</translation>
    </message>
    <message>
        <source>The module (default: the one with the largest peak).</source>
        <translation>মডিউল (ডিফল্ট: সবচেয়ে বড় শীর্ষেরটি)।</translation>
    </message>
    <message>
        <source>Memory space (allocation colour), default 0 (HBM).</source>
        <translation>মেমরি স্পেস (বরাদ্দের রং), ডিফল্ট 0 (HBM)।</translation>
    </message>
    <message>
        <source>Buffers below this size fold into one entry (0: none); default 16384.</source>
        <translation>এই আকারের নিচের বাফারগুলো একটি এন্ট্রিতে একত্র হয় (0: কোনোটিই নয়); ডিফল্ট 16384।</translation>
    </message>
    <message>
        <source>Also export the charts as PNG into this directory.</source>
        <translation>চার্টগুলো PNG হিসেবে এই ডিরেক্টরিতেও এক্সপোর্ট করুন।</translation>
    </message>
    <message>
        <source>Also export the charts as SVG into this directory.</source>
        <translation>চার্টগুলো SVG হিসেবে এই ডিরেক্টরিতেও এক্সপোর্ট করুন।</translation>
    </message>
    <message>
        <source>%1 has no module &apos;%2&apos;. Its modules: %3</source>
        <translation>%1-এ &apos;%2&apos; মডিউল নেই। এর মডিউলগুলো: %3</translation>
    </message>
    <message>
        <source>(size unknown)</source>
        <translation>(আকার অজানা)</translation>
    </message>
    <message>
        <source>Unpadded size</source>
        <translation>প্যাডিং-ছাড়া আকার</translation>
    </message>
    <message>
        <source>Extra memory due to padding</source>
        <translation>প্যাডিংয়ের কারণে অতিরিক্ত মেমরি</translation>
    </message>
    <message>
        <source>%1 (%2x expansion)</source>
        <translation>%1 (%2x সম্প্রসারণ)</translation>
    </message>
    <message>
        <source>Allocation type</source>
        <translation>বরাদ্দের ধরন</translation>
    </message>
    <message>
        <source>Instruction</source>
        <translation>নির্দেশনা</translation>
    </message>
    <message>
        <source>Framework op</source>
        <translation>ফ্রেমওয়ার্ক অপ</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>উৎস</translation>
    </message>
    <message>
        <source>Not in the report</source>
        <translation>রিপোর্টে নেই</translation>
    </message>
    <message>
        <source>Report %1 of %2 (%3)
</source>
        <translation>রিপোর্ট %1 / %2 (%3)
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
        <translation>সতর্কতা
</translation>
    </message>
    <message>
        <source>Not in the report (it is not a profile)
</source>
        <translation>রিপোর্টে নেই (এটি প্রোফাইল নয়)
</translation>
    </message>
    <message>
        <source>Cannot read standard input: %1</source>
        <translation>স্ট্যান্ডার্ড ইনপুট পড়া যাচ্ছে না: %1</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>স্ট্যান্ডার্ড ইনপুট</translation>
    </message>
    <message>
        <source>No XLA out-of-memory report found in %1: it is a profile, not a log (memscope-report info shows what it holds).</source>
        <translation>%1-এ কোনো XLA আউট-অফ-মেমরি রিপোর্ট পাওয়া যায়নি: এটি একটি প্রোফাইল, লগ নয় (memscope-report info দেখায় এতে কী আছে)।</translation>
    </message>
    <message>
        <source>warning: report %1 (%2): %3</source>
        <translation>সতর্কতা: রিপোর্ট %1 (%2): %3</translation>
    </message>
    <message>
        <source>The XLA out-of-memory reports in a log (plain or gzip; - reads standard input): requested size, allocation statistics and the peak buffers.</source>
        <translation>একটি লগে থাকা XLA আউট-অফ-মেমরি রিপোর্ট (সাধারণ বা gzip; - স্ট্যান্ডার্ড ইনপুট পড়ে): অনুরোধ করা আকার, বরাদ্দের পরিসংখ্যান ও শীর্ষের বাফার।</translation>
    </message>
    <message>
        <source>The Overview Page of a profile: the run&apos;s performance summary on TPU or GPU.</source>
        <translation>একটি প্রোফাইলের ওভারভিউ পৃষ্ঠা: TPU বা GPU-তে রানের পারফরম্যান্সের সারসংক্ষেপ।</translation>
    </message>
    <message>
        <source>%1: no host named &apos;%2&apos;</source>
        <translation>%1: &apos;%2&apos; নামে কোনো হোস্ট নেই</translation>
    </message>
    <message>
        <source>--plane: &apos;%1&apos; is not a valid regular expression (%2).</source>
        <translation>--plane: &apos;%1&apos; বৈধ রেগুলার এক্সপ্রেশন নয় (%2)।</translation>
    </message>
    <message>
        <source>--start-ms and --end-ms need numbers of milliseconds, the end not before the start.</source>
        <translation>--start-ms ও --end-ms-এর জন্য মিলিসেকেন্ডের সংখ্যা দরকার, শেষ শুরুর আগে নয়।</translation>
    </message>
    <message>
        <source>Cannot write the trace to the standard output.</source>
        <translation>ট্রেস স্ট্যান্ডার্ড আউটপুটে লেখা যাচ্ছে না।</translation>
    </message>
    <message>
        <source>The run&apos;s timeline, every event of every plane, as Chrome trace-event JSON (Perfetto, chrome://tracing) or CSV.</source>
        <translation>রানের টাইমলাইন, প্রতিটি প্লেনের প্রতিটি ইভেন্ট, Chrome trace-event JSON (Perfetto, chrome://tracing) বা CSV হিসেবে।</translation>
    </message>
    <message>
        <source>Only this host of a trace folder.</source>
        <translation>ট্রেস ফোল্ডারের শুধু এই হোস্ট।</translation>
    </message>
    <message>
        <source>Only the planes whose names match this pattern.</source>
        <translation>শুধু যে প্লেনগুলোর নাম এই প্যাটার্নের সঙ্গে মেলে।</translation>
    </message>
    <message>
        <source>Only events that end after T ms from the trace&apos;s start.</source>
        <translation>শুধু যে ইভেন্টগুলো ট্রেসের শুরু থেকে T ms-এর পরে শেষ হয়।</translation>
    </message>
    <message>
        <source>Only events that start before T ms from the trace&apos;s start.</source>
        <translation>শুধু যে ইভেন্টগুলো ট্রেসের শুরু থেকে T ms-এর আগে শুরু হয়।</translation>
    </message>
    <message>
        <source>Chrome trace-event JSON</source>
        <translation>Chrome trace-event JSON</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more (memscope-report info %2 lists them all)</source>
        <translation>
            <numerusform>%1 এবং আরও %nটি (memscope-report info %2 সবগুলোর তালিকা দেখায়)</numerusform>
            <numerusform>%1 এবং আরও %nটি (memscope-report info %2 সবগুলোর তালিকা দেখায়)</numerusform>
        </translation>
    </message>
    <message>
        <source>    a trace only (Chrome trace-event JSON, %1 event objects): memscope-report trace PATH shows it
</source>
        <translation>    শুধু একটি ট্রেস (Chrome trace-event JSON, %1টি ইভেন্ট অবজেক্ট): memscope-report trace PATH এটি দেখায়
</translation>
    </message>
    <message>
        <source>PyTorch memory snapshot</source>
        <translation>PyTorch মেমরি স্ন্যাপশট</translation>
    </message>
    <message>
        <source>before the trace</source>
        <translation>ট্রেসের আগে</translation>
    </message>
    <message>
        <source>action %1 (+%2 ms)</source>
        <translation>ক্রিয়া %1 (+%2 ms)</translation>
    </message>
    <message>
        <source>action %1</source>
        <translation>ক্রিয়া %1</translation>
    </message>
    <message>
        <source>(%1 C++ frames folded)
</source>
        <translation>(%1টি C++ ফ্রেম ভাঁজ করা)
</translation>
    </message>
    <message>
        <source>    %1 at %2, stream %3, allocated %4, freed %5
</source>
        <translation>    %1, ঠিকানা %2, স্ট্রিম %3, বরাদ্দ: %4, মুক্ত: %5
</translation>
    </message>
    <message>
        <source>never</source>
        <translation>কখনও না</translation>
    </message>
    <message>
        <source>(no frames: allocated before the history was recorded)</source>
        <translation>(ফ্রেম নেই: ইতিহাস রেকর্ডের আগে বরাদ্দ)</translation>
    </message>
    <message>
        <source>    ... and %1 more: --top or --format csv lists them.
</source>
        <translation>    ... এবং আরও %1টি: --top বা --format csv সেগুলি দেখায়।
</translation>
    </message>
    <message>
        <source>Device %1 — trace events: %2
</source>
        <translation>ডিভাইস %1 — ট্রেস ঘটনা: %2
</translation>
    </message>
    <message>
        <source>  Allocations: %1 (live at the start: %2, %3; live at the end: %4, %5)
</source>
        <translation>  বরাদ্দ: %1 (শুরুতে জীবিত: %2, %3; শেষে জীবিত: %4, %5)
</translation>
    </message>
    <message>
        <source>  Peak: %1 (%2 bytes) %3; allocations live: %4
</source>
        <translation>  শীর্ষ: %1 (%2 বাইট) %3; জীবিত বরাদ্দ: %4
</translation>
    </message>
    <message>
        <source>at the start</source>
        <translation>শুরুতে</translation>
    </message>
    <message>
        <source>after %1</source>
        <translation>%1-এর পরে</translation>
    </message>
    <message>
        <source>  Reserved: %1 (segments: %2); in them %3 allocated, %4 pending free, %5 inactive
</source>
        <translation>  সংরক্ষিত: %1 (সেগমেন্ট: %2); তার মধ্যে %3 বরাদ্দ, %4 মুক্তির অপেক্ষায়, %5 নিষ্ক্রিয়
</translation>
    </message>
    <message>
        <source>  Largest allocations at the peak:
</source>
        <translation>  শীর্ষে সবচেয়ে বড় বরাদ্দ:
</translation>
    </message>
    <message>
        <source>  Never freed: none (every allocation made in the trace was freed in it).
</source>
        <translation>  কখনও মুক্ত হয়নি: নেই (ট্রেসে করা প্রতিটি বরাদ্দ ট্রেসেই মুক্ত হয়েছে)।
</translation>
    </message>
    <message>
        <source>  Never freed (made in the trace, still live at its end) — allocations: %1, %2:
</source>
        <translation>  কখনও মুক্ত হয়নি (ট্রেসে করা, শেষে এখনও জীবিত) — বরাদ্দ: %1, %2:
</translation>
    </message>
    <message>
        <source>  Out of memory: none.
</source>
        <translation>  মেমরি শেষ: নেই।
</translation>
    </message>
    <message>
        <source>  Out of memory after %1: %2 requested, %3 free on the device, %4 allocated
</source>
        <translation>  %1-এর পরে মেমরি শেষ: %2 অনুরোধ, ডিভাইসে %3 খালি, %4 বরাদ্দ
</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>অজানা</translation>
    </message>
    <message>
        <source>(no frames recorded)</source>
        <translation>(কোনো ফ্রেম রেকর্ড হয়নি)</translation>
    </message>
    <message>
        <source>%1: not a PyTorch memory snapshot; memscope-report info says what it is</source>
        <translation>%1: PyTorch মেমরি স্ন্যাপশট নয়; এটি কী তা memscope-report info বলে</translation>
    </message>
    <message>
        <source>%1: no device %2; the snapshot has: %3</source>
        <translation>%1: ডিভাইস %2 নেই; স্ন্যাপশটে আছে: %3</translation>
    </message>
    <message>
        <source>PyTorch memory snapshot %1 — devices: %2, trace events: %3, segments: %4%5
</source>
        <translation>PyTorch মেমরি স্ন্যাপশট %1 — ডিভাইস: %2, ট্রেস ঘটনা: %3, সেগমেন্ট: %4%5
</translation>
    </message>
    <message>
        <source> (no times in the trace: actions are in event order)</source>
        <translation> (ট্রেসে সময় নেই: ক্রিয়াগুলি ঘটনার ক্রমে)</translation>
    </message>
    <message>
        <source>Only this device (an index of device_traces).</source>
        <translation>শুধু এই ডিভাইস (device_traces-এর একটি সূচক)।</translation>
    </message>
    <message>
        <source>How many allocations to list at the peak and never freed.</source>
        <translation>শীর্ষে এবং কখনও-মুক্ত-না-হওয়া তালিকায় কতগুলি বরাদ্দ দেখানো হবে।</translation>
    </message>
    <message>
        <source>PyTorch memory snapshot comparison
A: %1
B: %2
</source>
        <translation>PyTorch মেমরি স্ন্যাপশট তুলনা
A: %1
B: %2
</translation>
    </message>
    <message>
        <source>
Device %1%2
</source>
        <translation>
ডিভাইস %1%2
</translation>
    </message>
    <message>
        <source>  Live at the peak by call stack, largest change first (%1 stacks):
</source>
        <translation>  সর্বোচ্চে জীবিত, কল স্ট্যাক অনুযায়ী, বৃহত্তম পরিবর্তন আগে (%1 স্ট্যাক):
</translation>
    </message>
    <message>
        <source>    %1 -&gt; %2 (%3), %4 -&gt; %5 allocations
</source>
        <translation>    %1 -&gt; %2 (%3), %4 -&gt; %5টি বরাদ্দ
</translation>
    </message>
    <message>
        <source>(no frames)</source>
        <translation>(কোনো ফ্রেম নেই)</translation>
    </message>
    <message>
        <source>    ... %1 more: --format csv lists them all.
</source>
        <translation>    ... আরও %1টি: --format csv সবগুলো তালিকা করে।
</translation>
    </message>
    <message>
        <source>%1 is a PyTorch memory snapshot and %2 is not: compare two snapshots.</source>
        <translation>%1 একটি PyTorch মেমরি স্ন্যাপশট, %2 নয়: দুটি স্ন্যাপশট তুলনা করুন।</translation>
    </message>
    <message>
        <source>Two profiles, two modules or two PyTorch memory snapshots side by side with the deltas; with --fail-if-peak-grows a gate for CI.</source>
        <translation>দুটি প্রোফাইল, দুটি মডিউল বা দুটি PyTorch মেমরি স্ন্যাপশট পাশাপাশি, পার্থক্যসহ; --fail-if-peak-grows দিয়ে CI-এর জন্য একটি গেট।</translation>
    </message>
    <message>
        <source>  Iterations: none found (no annotation starts twice and the allocations do not repeat evenly over the trace), so no growth from one to the next.
</source>
        <translation>  পুনরাবৃত্তি: পাওয়া যায়নি (কোনো টীকা দুবার শুরু হয় না এবং বরাদ্দগুলো ট্রেস জুড়ে সমানভাবে পুনরাবৃত্ত হয় না), তাই এক থেকে পরেরটিতে বৃদ্ধি নেই।
</translation>
    </message>
    <message>
        <source>  Iterations: %1, each starting at the annotation %2
</source>
        <translation>  পুনরাবৃত্তি: %1, প্রতিটি %2 টীকায় শুরু
</translation>
    </message>
    <message>
        <source>  Iterations: %1, each starting with the allocation of this stack (the allocations repeat evenly over them):
</source>
        <translation>  পুনরাবৃত্তি: %1, প্রতিটি এই স্ট্যাকের বরাদ্দ দিয়ে শুরু (বরাদ্দগুলো এগুলো জুড়ে সমানভাবে পুনরাবৃত্ত হয়):
</translation>
    </message>
    <message>
        <source>memory grows from one iteration to the next.</source>
        <translation>মেমরি এক পুনরাবৃত্তি থেকে পরেরটিতে বাড়ে।</translation>
    </message>
    <message>
        <source>no steady growth.</source>
        <translation>স্থির বৃদ্ধি নেই।</translation>
    </message>
    <message>
        <source>  What grew from the second iteration&apos;s start to the last&apos;s, by stack:
</source>
        <translation>  দ্বিতীয় পুনরাবৃত্তির শুরু থেকে শেষটির শুরু পর্যন্ত যা বেড়েছে, স্ট্যাক অনুসারে:
</translation>
    </message>
    <message>
        <source>    +%1 in %2 more allocations
</source>
        <translation>    আরও %2টি বরাদ্দে +%1
</translation>
    </message>
    <message>
        <source>    ... and %1 more stacks: --top lists them.
</source>
        <translation>    ... এবং আরও %1টি স্ট্যাক: --top সেগুলো দেখায়।
</translation>
    </message>
    <message>
        <source>A PyTorch CUDA memory snapshot (torch.cuda.memory._dump_snapshot): per device the peak as PyTorch&apos;s memory viewer computes it, the largest allocations live there with their stacks, what was never freed, the out-of-memory events, and whether memory grows from one iteration to the next.</source>
        <translation>একটি PyTorch CUDA মেমরি স্ন্যাপশট (torch.cuda.memory._dump_snapshot): প্রতিটি ডিভাইসের শীর্ষ, PyTorch&apos;-এর মেমরি ভিউয়ার যেভাবে গণনা করে, সেখানে জীবিত বৃহত্তম বরাদ্দগুলো তাদের স্ট্যাকসহ, যা কখনো মুক্ত হয়নি, আউট-অফ-মেমরি ঘটনা, এবং মেমরি এক পুনরাবৃত্তি থেকে পরেরটিতে বাড়ে কি না।</translation>
    </message>
    <message>
        <source>  Live when they start: %1 at the first (%2), %3 at the last (%4)
</source>
        <translation>  শুরুর সময় জীবিত: প্রথমটিতে %1 (%2), শেষটিতে %3 (%4)
</translation>
    </message>
    <message>
        <source>  From the second&apos;s start to the last&apos;s (the first sets up what a loop keeps): %1, rising in %2 of %3 steps: %4
</source>
        <translation>  দ্বিতীয়টির শুরু থেকে শেষটির শুরু পর্যন্ত (প্রথমটি লুপ যা রাখে তা গড়ে তোলে): %1, %3টি ধাপের %2টিতে বৃদ্ধি: %4
</translation>
    </message>
    <message>
        <source>  From the first&apos;s start to the last&apos;s: %1, rising in %2 of %3 steps: %4
</source>
        <translation>  প্রথমটির শুরু থেকে শেষটির শুরু পর্যন্ত: %1, %3টি ধাপের %2টিতে বৃদ্ধি: %4
</translation>
    </message>
    <message>
        <source>Device %1, stream %2 only — its trace events: %3
</source>
        <translation>ডিভাইস %1, শুধু স্ট্রিম %2 — এর ট্রেস ঘটনা: %3
</translation>
    </message>
    <message>
        <source>%1: no stream %2; the snapshot has: %3</source>
        <translation>%1: স্ট্রিম %2 নেই; স্ন্যাপশটে আছে: %3</translation>
    </message>
    <message>
        <source>Only this CUDA stream&apos;s allocations and segments (the value torch records: 0, or a pointer such as 0x55d0e2f0a420).</source>
        <translation>শুধু এই CUDA স্ট্রিমের বরাদ্দ ও সেগমেন্ট (torch যে মান রেকর্ড করে: 0, বা 0x55d0e2f0a420-এর মতো একটি পয়েন্টার)।</translation>
    </message>
</context>
<context>
    <name>memscope::torch</name>
    <message>
        <source>byte %L1: %2</source>
        <translation>বাইট %L1: %2</translation>
    </message>
    <message>
        <source>the file ends at byte %L1, inside %2, which needs %L3 more bytes</source>
        <translation>ফাইলটি বাইট %L1-এ শেষ, %2-এর ভিতরে, যার আরও %L3 বাইট দরকার</translation>
    </message>
    <message>
        <source>%1 has no end of line before the end of the file</source>
        <translation>%1-এর ফাইল শেষের আগে কোনো লাইন শেষ নেই</translation>
    </message>
    <message>
        <source>an integer of %L1 bytes; a memory snapshot&apos;s fit in 8</source>
        <translation>%L1 বাইটের একটি পূর্ণসংখ্যা; মেমরি স্ন্যাপশটের সংখ্যা 8 বাইটে ধরে</translation>
    </message>
    <message>
        <source>%1 finds nothing on the stack to take</source>
        <translation>%1 স্ট্যাকে নেওয়ার মতো কিছু পায় না</translation>
    </message>
    <message>
        <source>%1 without a MARK before it</source>
        <translation>%1-এর আগে কোনো MARK নেই</translation>
    </message>
    <message>
        <source>a container holds itself; a memory snapshot never does</source>
        <translation>একটি ধারক নিজেকেই ধারণ করে; মেমরি স্ন্যাপশট কখনও তা করে না</translation>
    </message>
    <message>
        <source>%1 adds to something that is not a %2 being built</source>
        <translation>%1 এমন কিছুতে যোগ করে যা তৈরি হতে থাকা %2 নয়</translation>
    </message>
    <message>
        <source>a %1&apos;s &apos;%2&apos; is not an integer</source>
        <translation>একটি %1-এর &apos;%2&apos; পূর্ণসংখ্যা নয়</translation>
    </message>
    <message>
        <source>a trace event&apos;s &apos;action&apos; is not a string</source>
        <translation>একটি ট্রেস ঘটনার &apos;action&apos; স্ট্রিং নয়</translation>
    </message>
    <message>
        <source>more than 4 294 967 295 trace events</source>
        <translation>4 294 967 295-এর বেশি ট্রেস ঘটনা</translation>
    </message>
    <message>
        <source>a segment&apos;s blocks hold something that is not a block</source>
        <translation>একটি সেগমেন্টের ব্লকে এমন কিছু আছে যা ব্লক নয়</translation>
    </message>
    <message>
        <source>nothing on the stack to keep in the memo</source>
        <translation>স্মৃতিতে রাখার মতো স্ট্যাকে কিছু নেই</translation>
    </message>
    <message>
        <source>memo slot %L1 out of order (the memo holds %L2)</source>
        <translation>মেমো স্লট %L1 ক্রমের বাইরে (মেমোতে %L2 আছে)</translation>
    </message>
    <message>
        <source>memo slot %L1 was never filled (the memo holds %L2)</source>
        <translation>মেমো স্লট %L1 কখনও পূরণ হয়নি (মেমোতে %L2 আছে)</translation>
    </message>
    <message>
        <source>DICT with a key without a value</source>
        <translation>মান ছাড়া একটি কী সহ DICT</translation>
    </message>
    <message>
        <source>%1 has no container below its MARK</source>
        <translation>%1-এর MARK-এর নিচে কোনো ধারক নেই</translation>
    </message>
    <message>
        <source>SETITEMS with a key without a value</source>
        <translation>মান ছাড়া একটি কী সহ SETITEMS</translation>
    </message>
    <message>
        <source>opcode %1 (a protocol 0 string) is not read; snapshots are written with protocol 2 or later</source>
        <translation>অপকোড %1 (প্রোটোকল 0 স্ট্রিং) পড়া হয় না; স্ন্যাপশট প্রোটোকল 2 বা পরে লেখা হয়</translation>
    </message>
    <message>
        <source>opcode %1 asks for %2; a memory snapshot never does, so the file is refused (nothing in it was run)</source>
        <translation>অপকোড %1 %2 চায়; মেমরি স্ন্যাপশট কখনও তা চায় না, তাই ফাইলটি প্রত্যাখ্যাত (এর কিছুই চালানো হয়নি)</translation>
    </message>
    <message>
        <source>opcode %1 asks to build an object or call a function; a memory snapshot never does, so the file is refused (nothing in it was run)</source>
        <translation>অপকোড %1 একটি অবজেক্ট তৈরি বা ফাংশন কল করতে চায়; মেমরি স্ন্যাপশট কখনও তা করে না, তাই ফাইলটি প্রত্যাখ্যাত (এর কিছুই চালানো হয়নি)</translation>
    </message>
    <message>
        <source>the file ends before the pickle&apos;s STOP</source>
        <translation>pickle-এর STOP-এর আগে ফাইল শেষ</translation>
    </message>
    <message>
        <source>pickle protocol %1; snapshots are read in protocols 2 to 5</source>
        <translation>pickle প্রোটোকল %1; স্ন্যাপশট প্রোটোকল 2 থেকে 5-এ পড়া হয়</translation>
    </message>
    <message>
        <source>DUP finds nothing on the stack to copy</source>
        <translation>DUP স্ট্যাকে কপি করার মতো কিছু পায় না</translation>
    </message>
    <message>
        <source>DUP of a container being built; Python&apos;s pickler never writes it</source>
        <translation>তৈরি হতে থাকা ধারকের DUP; Python-এর pickler কখনও তা লেখে না</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number</source>
        <translation>&apos;%1&apos; একটি পূর্ণ সংখ্যা নয়</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>&apos;%1&apos; একটি সংখ্যা নয়</translation>
    </message>
    <message>
        <source>TUPLE%1 finds fewer than %1 values on the stack</source>
        <translation>TUPLE%1 স্ট্যাকে %1টির কম মান পায়</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a memo slot</source>
        <translation>&apos;%1&apos; একটি মেমো স্লট নয়</translation>
    </message>
    <message>
        <source>0x%1 is not a pickle opcode</source>
        <translation>0x%1 একটি pickle অপকোড নয়</translation>
    </message>
    <message>
        <source>the pickle holds no dict with &apos;segments&apos; or &apos;device_traces&apos;: it is not a PyTorch memory snapshot</source>
        <translation>pickle-এ &apos;segments&apos; বা &apos;device_traces&apos; সহ কোনো ডিকশনারি নেই: এটি PyTorch মেমরি স্ন্যাপশট নয়</translation>
    </message>
    <message>
        <source>&apos;segments&apos; is not a list</source>
        <translation>&apos;segments&apos; একটি তালিকা নয়</translation>
    </message>
    <message>
        <source>&apos;segments&apos; holds something that is not a segment</source>
        <translation>&apos;segments&apos;-এ এমন কিছু আছে যা সেগমেন্ট নয়</translation>
    </message>
    <message>
        <source>&apos;device_traces&apos; is not a list</source>
        <translation>&apos;device_traces&apos; একটি তালিকা নয়</translation>
    </message>
    <message>
        <source>&apos;device_traces&apos; holds something that is not a list</source>
        <translation>&apos;device_traces&apos;-এ এমন কিছু আছে যা তালিকা নয়</translation>
    </message>
    <message>
        <source>a device&apos;s trace holds something that is not a trace event</source>
        <translation>একটি ডিভাইসের ট্রেসে এমন কিছু আছে যা ট্রেস ঘটনা নয়</translation>
    </message>
</context>
<context>
    <name>memscope::trace</name>
    <message>
        <source>%1: the event at byte %2 cannot be read</source>
        <translation>%1: বাইট %2-এর ইভেন্টটি পড়া যাচ্ছে না</translation>
    </message>
    <message>
        <source>the plane at byte %1 cannot be parsed for the event grouping, so no steps are shown</source>
        <translation>বাইট %1-এর প্লেনটি ইভেন্ট গ্রুপিংয়ের জন্য পার্স করা যাচ্ছে না, তাই কোনো ধাপ দেখানো হচ্ছে না</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>বাতিল করা হয়েছে</translation>
    </message>
    <message>
        <source>the trace JSON is not valid at byte %1 of %2 (decompressed): %3</source>
        <translation>ট্রেস JSON %2-এর বাইট %1-এ বৈধ নয় (প্রসারিত): %3</translation>
    </message>
    <message>
        <source>the trace JSON is not valid at byte %1 of %2: %3</source>
        <translation>ট্রেস JSON %2-এর বাইট %1-এ বৈধ নয়: %3</translation>
    </message>
    <message>
        <source>it ends where %1 should follow</source>
        <translation>যেখানে %1 আসার কথা সেখানে এটি শেষ হয়ে গেছে</translation>
    </message>
    <message>
        <source>expected %1, found &apos;%2&apos;</source>
        <translation>%1 প্রত্যাশিত, পাওয়া গেছে &apos;%2&apos;</translation>
    </message>
    <message>
        <source>a string is not closed</source>
        <translation>একটি স্ট্রিং বন্ধ হয়নি</translation>
    </message>
    <message>
        <source>&apos;\%1&apos; is not a JSON escape</source>
        <translation>&apos;\%1&apos; কোনো JSON escape নয়</translation>
    </message>
    <message>
        <source>values are nested deeper than %1 levels</source>
        <translation>মানগুলো %1 স্তরের চেয়ে গভীরে নেস্ট করা</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a JSON value</source>
        <translation>&apos;%1&apos; কোনো JSON মান নয়</translation>
    </message>
    <message>
        <source>a \u escape needs four hex digits</source>
        <translation>একটি \u escape-এর জন্য চারটি হেক্স অঙ্ক দরকার</translation>
    </message>
    <message>
        <source>the object has no &quot;traceEvents&quot; array</source>
        <translation>অবজেক্টটিতে কোনো &quot;traceEvents&quot; অ্যারে নেই</translation>
    </message>
    <message>
        <source>more follows the trace</source>
        <translation>ট্রেসের পরেও আরও কিছু আছে</translation>
    </message>
    <message numerus="yes">
        <source>%n begin event(s) (&quot;B&quot;) without an end, shown up to the trace&apos;s end</source>
        <translation>
            <numerusform>শেষ ছাড়া %nটি শুরু ইভেন্ট (&quot;B&quot;), ট্রেসের শেষ পর্যন্ত দেখানো হয়েছে</numerusform>
            <numerusform>শেষ ছাড়া %nটি শুরু ইভেন্ট (&quot;B&quot;), ট্রেসের শেষ পর্যন্ত দেখানো হয়েছে</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n end event(s) (&quot;E&quot;) without a begin, left out</source>
        <translation>
            <numerusform>শুরু ছাড়া %nটি শেষ ইভেন্ট (&quot;E&quot;), বাদ দেওয়া হয়েছে</numerusform>
            <numerusform>শুরু ছাড়া %nটি শেষ ইভেন্ট (&quot;E&quot;), বাদ দেওয়া হয়েছে</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) without a valid &quot;ts&quot;, left out</source>
        <translation>
            <numerusform>বৈধ &quot;ts&quot; ছাড়া %nটি ইভেন্ট, বাদ দেওয়া হয়েছে</numerusform>
            <numerusform>বৈধ &quot;ts&quot; ছাড়া %nটি ইভেন্ট, বাদ দেওয়া হয়েছে</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) of phase &quot;%1&quot;, which the Trace Viewer does not show, left out</source>
        <translation>
            <numerusform>&quot;%1&quot; ফেজের %nটি ইভেন্ট, যা ট্রেস ভিউয়ার দেখায় না, বাদ দেওয়া হয়েছে</numerusform>
            <numerusform>&quot;%1&quot; ফেজের %nটি ইভেন্ট, যা ট্রেস ভিউয়ার দেখায় না, বাদ দেওয়া হয়েছে</numerusform>
        </translation>
    </message>
    <message>
        <source>neither an XSpace nor Chrome trace-event JSON, so it has no trace</source>
        <translation>XSpace বা Chrome trace-event JSON কোনোটিই নয়, তাই এতে কোনো ট্রেস নেই</translation>
    </message>
</context>
<context>
    <name>memscope::xplane</name>
    <message>
        <source>the XSpace is damaged at byte %1 of %2</source>
        <translation>XSpace %2-এর বাইট %1-এ ক্ষতিগ্রস্ত</translation>
    </message>
</context>
</TS>
