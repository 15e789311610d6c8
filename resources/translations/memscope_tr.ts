<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr_TR">
<context>
    <name>memscope</name>
    <message>
        <source>Memscope</source>
        <translation>Memscope</translation>
    </message>
    <message>
        <source>Show this help and exit.</source>
        <translation>Bu yardımı göster ve çık.</translation>
    </message>
    <message>
        <source>Show the version and exit.</source>
        <translation>Sürümü göster ve çık.</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>KLASÖR</translation>
    </message>
    <message>
        <source>Image formats for --export, comma-separated: png, svg, pdf (default png).</source>
        <translation>--export için görüntü biçimleri, virgülle ayrılmış: png, svg, pdf (varsayılan png).</translation>
    </message>
    <message>
        <source>FORMATS</source>
        <translation>BİÇİMLER</translation>
    </message>
    <message>
        <source>The module to show: its name, program id or name(program_id). Default: the largest HBM peak.</source>
        <translation>Gösterilecek modül: adı, program kimliği veya ad(program_kimliği). Varsayılan: en yüksek HBM tepesine sahip modül.</translation>
    </message>
    <message>
        <source>MODULE</source>
        <translation>MODÜL</translation>
    </message>
    <message>
        <source>The memory type to show: 0 HBM, 1 VMEM, 2 SFlag, 3 CMEM, 4 SMEM, 5 Host, 6 SparseCore (default 0).</source>
        <translation>Gösterilecek bellek türü: 0 HBM, 1 VMEM, 2 SFlag, 3 CMEM, 4 SMEM, 5 Host, 6 SparseCore (varsayılan 0).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Group buffers smaller than BYTES into one entry (default 16384; 0 = none).</source>
        <translation>BAYT değerinden küçük arabellekleri tek bir girişte topla (varsayılan 16384; 0 = hiçbiri).</translation>
    </message>
    <message>
        <source>BYTES</source>
        <translation>BAYT</translation>
    </message>
    <message>
        <source>Print &quot;opened: PATH&quot; on standard output each time a profile is shown.</source>
        <translation>Her profil gösterildiğinde standart çıktıya &quot;opened: YOL&quot; yaz.</translation>
    </message>
    <message>
        <source>Open a new window even when Memscope already runs (by default the paths open as tabs there).</source>
        <translation>Memscope zaten çalışıyor olsa bile yeni bir pencere aç (varsayılan olarak yollar oradaki sekmelerde açılır).</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>YOL</translation>
    </message>
    <message>
        <source>Profiles to open.</source>
        <translation>Açılacak profiller.</translation>
    </message>
    <message>
        <source>[PATH…]</source>
        <translation>[YOL…]</translation>
    </message>
    <message>
        <source>Unknown export format &apos;%1&apos;: use png, svg or pdf.</source>
        <translation>Bilinmeyen dışa aktarma biçimi &apos;%1&apos;: png, svg veya pdf kullanın.</translation>
    </message>
    <message>
        <source>--%1 needs a whole number of at least 0, not &apos;%2&apos;.</source>
        <translation>--%1 için en az 0 olan bir tam sayı gerekir, &apos;%2&apos; değil.</translation>
    </message>
    <message>
        <source>--export needs exactly one PATH, got %1.</source>
        <translation>--export tam olarak bir YOL gerektirir, %1 verildi.</translation>
    </message>
    <message>
        <source>Cannot write %1: there is nothing to draw</source>
        <translation>%1 yazılamıyor: çizilecek bir şey yok</translation>
    </message>
    <message>
        <source>Cannot write %1: the PNG encoder failed</source>
        <translation>%1 yazılamıyor: PNG kodlayıcısı başarısız oldu</translation>
    </message>
    <message>
        <source>Memscope export</source>
        <translation>Memscope dışa aktarımı</translation>
    </message>
    <message>
        <source>Cannot write %1: there is no view to export</source>
        <translation>%1 yazılamıyor: dışa aktarılacak bir görünüm yok</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG görüntüsü (*.png)</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG görüntüsü (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF belgesi (*.pdf)</translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation>PNG olarak kaydet…</translation>
    </message>
    <message>
        <source>Save as SVG…</source>
        <translation>SVG olarak kaydet…</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>PDF olarak kaydet…</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Dışa aktarma başarısız oldu</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>Dışa aktar: %1</translation>
    </message>
    <message>
        <source>Copy as Image</source>
        <translation>Görüntü Olarak Kopyala</translation>
    </message>
    <message>
        <source>wrote %1</source>
        <translation>%1 yazıldı</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>%1 klasörü oluşturulamıyor.</translation>
    </message>
    <message>
        <source>%1 has no module named &apos;%2&apos;.</source>
        <translation>%1 içinde &apos;%2&apos; adlı modül yok.</translation>
    </message>
    <message>
        <source>%1 contains no XLA modules.</source>
        <translation>%1 hiç XLA modülü içermiyor.</translation>
    </message>
    <message>
        <source>%1 carries no buffer assignment to analyse.</source>
        <translation>%1 analiz edilecek bir arabellek ataması içermiyor.</translation>
    </message>
    <message>
        <source>%1 allocates nothing in memory space %2 (%3).</source>
        <translation>%1, %2 bellek alanında (%3) hiçbir şey ayırmıyor.</translation>
    </message>
    <message>
        <source>%1 cannot be analysed: %2</source>
        <translation>%1 analiz edilemiyor: %2</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Sistem dili</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Dil</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Dil</translation>
    </message>
    <message>
        <source>Memscope shows the new language when it starts again.</source>
        <translation>Memscope yeni dili yeniden başlatıldığında gösterir.</translation>
    </message>
    <message>
        <source>The report begins at line %1 with its buffer list: the lines above it (what failed and the totals) are not in the text.</source>
        <translation>Rapor %1. satırda arabellek listesiyle başlıyor: üstündeki satırlar (neyin başarısız olduğu ve toplamlar) metinde yok.</translation>
    </message>
    <message>
        <source>Line %1: the %2 &quot;%3&quot; is not a size.</source>
        <translation>Satır %1: %2 değeri &quot;%3&quot; bir boyut değil.</translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; appears outside any buffer and was ignored.</source>
        <translation>Satır %1: &quot;%2&quot; hiçbir arabelleğin içinde değil ve yok sayıldı.</translation>
    </message>
    <message>
        <source>Line %1: the size &quot;%2&quot; of buffer %3 is not a size.</source>
        <translation>Satır %1: %3 arabelleğinin &quot;%2&quot; boyutu bir boyut değil.</translation>
    </message>
    <message>
        <source>Buffer %1 (line %2) is cut off: the report does not give its %3.</source>
        <translation>Arabellek %1 (satır %2) kesik: rapor %3 bilgisini vermiyor.</translation>
    </message>
    <message>
        <source>Buffer %1 (line %2) has no closing &quot;====&quot; line; the report may be cut off after it.</source>
        <translation>Arabellek %1 (satır %2) için kapanış &quot;====&quot; satırı yok; rapor bundan sonra kesilmiş olabilir.</translation>
    </message>
    <message>
        <source>The &quot;Out of memory while trying to allocate N bytes.&quot; line is missing: the requested size is unknown.</source>
        <translation>&quot;Out of memory while trying to allocate N bytes.&quot; satırı eksik: istenen boyut bilinmiyor.</translation>
    </message>
    <message>
        <source>The report has no &quot;BufferAssignment stats:&quot; block.</source>
        <translation>Raporda &quot;BufferAssignment stats:&quot; bloğu yok.</translation>
    </message>
    <message>
        <source>The stats block (line %1) lacks: %2.</source>
        <translation>İstatistik bloğunda (satır %1) eksik olanlar: %2.</translation>
    </message>
    <message>
        <source>The report ends at line %1 before &quot;Largest program allocations&quot;: it looks cut off, and its buffers are unknown.</source>
        <translation>Rapor &quot;Largest program allocations&quot; kısmından önce, %1. satırda bitiyor: kesilmiş görünüyor ve arabellekleri bilinmiyor.</translation>
    </message>
    <message>
        <source>The report ends at line %1 before &quot;Peak buffers:&quot;: it looks cut off, and its peak buffers are unknown.</source>
        <translation>Rapor &quot;Peak buffers:&quot; kısmından önce, %1. satırda bitiyor: kesilmiş görünüyor ve tepe noktasındaki arabellekleri bilinmiyor.</translation>
    </message>
    <message>
        <source>The buffer list of the report lists no buffers.</source>
        <translation>Raporun arabellek listesinde hiç arabellek yok.</translation>
    </message>
    <message>
        <source>Buffer %1 is missing before buffer %2 (line %3).</source>
        <translation>Arabellek %2 (satır %3) öncesinde arabellek %1 eksik.</translation>
    </message>
    <message>
        <source>Buffers %1 to %2 are missing before buffer %3 (line %4).</source>
        <translation>Arabellek %3 (satır %4) öncesinde %1 ile %2 arasındaki arabellekler eksik.</translation>
    </message>
    <message>
        <source>No XLA out-of-memory report found in %1: line %2 says &quot;Out of memory while trying to allocate&quot;, but no &quot;BufferAssignment OOM Debugging.&quot; report follows it.</source>
        <translation>%1 içinde XLA bellek yetersizliği raporu bulunamadı: %2. satır &quot;Out of memory while trying to allocate&quot; diyor, ancak ardından &quot;BufferAssignment OOM Debugging.&quot; raporu gelmiyor.</translation>
    </message>
    <message numerus="yes">
        <source>No XLA out-of-memory report found in %1: none of its %n line(s) starts a report (&quot;Out of memory while trying to allocate&quot;, &quot;BufferAssignment OOM Debugging.&quot;, &quot;Ran out of memory in memory space&quot;).</source>
        <translation>
            <numerusform>%1 içinde XLA bellek yetersizliği raporu bulunamadı: %n satırının hiçbiri bir rapor başlatmıyor (&quot;Out of memory while trying to allocate&quot;, &quot;BufferAssignment OOM Debugging.&quot;, &quot;Ran out of memory in memory space&quot;).</numerusform>
        </translation>
    </message>
    <message>
        <source>No XLA out-of-memory report found in %1: it is a binary file, not text.</source>
        <translation>%1 içinde XLA bellek yetersizliği raporu bulunamadı: bu bir ikili dosya, metin değil.</translation>
    </message>
    <message>
        <source>Buffer %1</source>
        <translation>Arabellek %1</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 bayt)</translation>
    </message>
    <message>
        <source>line %1 of %2</source>
        <translation>%2, satır %1</translation>
    </message>
    <message>
        <source>lines %1–%2 of %3</source>
        <translation>%3, satır %1–%2</translation>
    </message>
    <message>
        <source>allocating %1 failed</source>
        <translation>%1 ayrılamadı</translation>
    </message>
    <message>
        <source>%1 over the %2 capacity</source>
        <translation>%2 kapasitesinin %1 üzerinde</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>bellek yetersiz</translation>
    </message>
    <message>
        <source>Report %1: %2 (%3 listed buffers, %4)</source>
        <translation>Rapor %1: %2 (%3 listelenmiş arabellek, %4)</translation>
    </message>
    <message>
        <source>XLA ran out of memory while trying to allocate %1.</source>
        <translation>XLA, %1 ayırmaya çalışırken bellek yetersiz kaldı.</translation>
    </message>
    <message>
        <source>device memory</source>
        <translation>cihaz belleği</translation>
    </message>
    <message>
        <source>The program needs %1 of %2 but only %3 exist</source>
        <translation>Program %1 %2 gerektiriyor, ancak yalnızca %3 mevcut</translation>
    </message>
    <message>
        <source>: %1 over the capacity (%2% more than fits).</source>
        <translation>: kapasitenin %1 üzerinde (sığandan %%2 fazla).</translation>
    </message>
    <message>
        <source>The program ran out of %1; the report does not say by how much.</source>
        <translation>Programa %1 yetmedi; rapor ne kadar eksik kaldığını belirtmiyor.</translation>
    </message>
    <message>
        <source>How far over the capacity: the report does not say how much device memory was free, only what the program asked for.</source>
        <translation>Kapasitenin ne kadar aşıldığı: rapor, cihaz belleğinin ne kadarının boş olduğunu değil, yalnızca programın ne istediğini belirtiyor.</translation>
    </message>
    <message>
        <source>an unknown amount</source>
        <translation>bilinmeyen bir miktar</translation>
    </message>
    <message>
        <source>XLA&apos;s buffer assignment needs %1 in total: %2 for temporaries, %3 for parameters, %4 for outputs.</source>
        <translation>XLA&apos;nın arabellek ataması toplam %1 gerektiriyor: geçici değerler için %2, parametreler için %3, çıktılar için %4.</translation>
    </message>
    <message>
        <source>%1 of …/%2</source>
        <translation>%1 (…/%2)</translation>
    </message>
    <message>
        <source>The listed buffers (%1) hold %2; the largest is %3 (%4).</source>
        <translation>Listelenen arabellekler (%1) %2 tutuyor; en büyüğü %3 (%4).</translation>
    </message>
    <message>
        <source>Padding accounts for %1 of the listed buffers.</source>
        <translation>Listelenen arabelleklerin %1 kadarı dolgudan oluşuyor.</translation>
    </message>
    <message>
        <source>No program order: the report lists buffers by size only, so there is no memory curve over the program and no &quot;by program order&quot; view.</source>
        <translation>Program sırası yok: rapor arabellekleri yalnızca boyuta göre listeliyor, bu yüzden program boyunca bir bellek eğrisi ve &quot;program sırasına göre&quot; görünümü yok.</translation>
    </message>
    <message>
        <source>No lifetimes or offsets: when each buffer is allocated and freed, and where it sits in memory, is not in the report, so there is no allocation timeline.</source>
        <translation>Yaşam süresi veya ofset yok: her arabelleğin ne zaman ayrılıp serbest bırakıldığı ve bellekte nerede durduğu raporda yer almıyor, bu yüzden ayırma zaman çizelgesi yok.</translation>
    </message>
    <message>
        <source>Only the largest buffers are listed: smaller buffers live at the peak are left out.</source>
        <translation>Yalnızca en büyük arabellekler listeleniyor: tepe noktasında canlı olan daha küçük arabellekler dışarıda kalıyor.</translation>
    </message>
    <message>
        <source>No padding figures: XLA prints unpadded sizes only in TPU reports.</source>
        <translation>Dolgu rakamları yok: XLA dolgusuz boyutları yalnızca TPU raporlarında yazdırır.</translation>
    </message>
    <message>
        <source>No allocation type except for entry parameters: the report does not say whether the other buffers are temporaries or outputs.</source>
        <translation>Giriş parametreleri dışında ayırma türü yok: rapor, diğer arabelleklerin geçici değer mi yoksa çıktı mı olduğunu belirtmiyor.</translation>
    </message>
    <message>
        <source>For all of this, capture a profile of the program (for example with a smaller batch) and open it in the Memory Viewer.</source>
        <translation>Bunların tümü için programın bir profilini yakalayın (örneğin daha küçük bir toplu iş boyutuyla) ve Bellek Görüntüleyici&apos;de açın.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 yazılamıyor: %2</translation>
    </message>
    <message>
        <source>Memory Viewer</source>
        <translation>Bellek Görüntüleyici</translation>
    </message>
    <message>
        <source>Memory Profile</source>
        <translation>Bellek Profili</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Genel Bakış</translation>
    </message>
    <message>
        <source>Trace Viewer</source>
        <translation>İz Görüntüleyici</translation>
    </message>
    <message>
        <source>Out-of-Memory Report</source>
        <translation>Bellek Yetersizliği Raporu</translation>
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
        <translation>yok</translation>
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
        <translation>iptal edildi</translation>
    </message>
    <message>
        <source>the file is empty (0 bytes)</source>
        <translation>dosya boş (0 bayt)</translation>
    </message>
    <message>
        <source>not a profile: looks like %1</source>
        <translation>profil değil: %1 gibi görünüyor</translation>
    </message>
    <message>
        <source>not an XSpace but an HloProto; open it on its own, not as a host of a trace folder</source>
        <translation>XSpace değil, HloProto; bir iz klasörünün ana makinesi olarak değil, tek başına açın</translation>
    </message>
    <message>
        <source>not an XSpace but an XLA out-of-memory log; open it on its own</source>
        <translation>XSpace değil, XLA bellek yetersizliği günlüğü; tek başına açın</translation>
    </message>
    <message>
        <source>not a recognised profile: neither an XSpace, an HloProto (binary, JSON or text) nor an XLA out-of-memory log</source>
        <translation>tanınan bir profil değil: ne XSpace, ne HloProto (ikili, JSON veya metin) ne de XLA bellek yetersizliği günlüğü</translation>
    </message>
    <message>
        <source>gzip inside gzip is not supported; decompress the file once first</source>
        <translation>gzip içinde gzip desteklenmiyor; önce dosyanın sıkıştırmasını bir kez açın</translation>
    </message>
    <message>
        <source>%1 (seen in its first %2 decompressed; the rest was not decompressed)</source>
        <translation>%1 (sıkıştırması açılan ilk %2 içinde görüldü; geri kalanının sıkıştırması açılmadı)</translation>
    </message>
    <message>
        <source>%1 (seen in its first %2; the rest was not read)</source>
        <translation>%1 (ilk %2 içinde görüldü; geri kalanı okunmadı)</translation>
    </message>
    <message>
        <source>the file changed while it was read (%1 bytes when opened, %2 bytes now); open it again once it is complete</source>
        <translation>dosya okunurken değişti (açılırken %1 bayt, şimdi %2 bayt); tamamlandığında yeniden açın</translation>
    </message>
    <message>
        <source>Reading %1</source>
        <translation>%1 okunuyor</translation>
    </message>
    <message>
        <source>Decompressing %1</source>
        <translation>%1 sıkıştırması açılıyor</translation>
    </message>
    <message>
        <source>the XSpace holds no planes</source>
        <translation>XSpace hiç düzlem içermiyor</translation>
    </message>
    <message>
        <source>the HloProto is larger than 2 GiB, the most protobuf can represent</source>
        <translation>HloProto, protobuf&apos;un temsil edebileceği en büyük boyut olan 2 GiB&apos;tan büyük</translation>
    </message>
    <message>
        <source>not a valid HloProto: the protobuf data is damaged</source>
        <translation>geçerli bir HloProto değil: protobuf verisi bozuk</translation>
    </message>
    <message>
        <source>JSON that is not an HloProto: %1</source>
        <translation>HloProto olmayan JSON: %1</translation>
    </message>
    <message>
        <source>HLO text (the module in HLO syntax) carries no buffer assignment; dump the module as an HloProto instead (XLA flag --xla_dump_hlo_as_proto)</source>
        <translation>HLO metni (HLO sözdizimindeki modül) arabellek ataması içermiyor; modülü bunun yerine HloProto olarak dökün (XLA bayrağı --xla_dump_hlo_as_proto)</translation>
    </message>
    <message>
        <source>neither a profile nor an HloProto in text format: %1; and no XLA out-of-memory report found in it</source>
        <translation>ne bir profil ne de metin biçiminde bir HloProto: %1; içinde XLA bellek yetersizliği raporu da bulunamadı</translation>
    </message>
    <message>
        <source>JSON that is not an HloProto: it has no &quot;hloModule&quot; object</source>
        <translation>HloProto olmayan JSON: &quot;hloModule&quot; nesnesi yok</translation>
    </message>
    <message>
        <source>not an HloProto: it has no hlo_module</source>
        <translation>HloProto değil: hlo_module yok</translation>
    </message>
    <message>
        <source>Reading the out-of-memory reports of %1</source>
        <translation>%1 içindeki bellek yetersizliği raporları okunuyor</translation>
    </message>
    <message>
        <source>no run named &quot;%1&quot;; the runs are: %2</source>
        <translation>&quot;%1&quot; adlı çalıştırma yok; çalıştırmalar: %2</translation>
    </message>
    <message>
        <source>%1: none of the %2 host files of run %3 could be loaded:
%4</source>
        <translation>%1: %3 çalıştırmasının %2 ana makine dosyasından hiçbiri yüklenemedi:
%4</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>böyle bir dosya veya klasör yok</translation>
    </message>
    <message>
        <source>Report %1 (%2): %3</source>
        <translation>Rapor %1 (%2): %3</translation>
    </message>
    <message>
        <source>a Chrome trace-event JSON file has a trace only; open it in the Trace Viewer</source>
        <translation>Chrome trace-event JSON dosyası yalnızca iz içerir; İz Görüntüleyici&apos;de açın</translation>
    </message>
    <message>
        <source>Indexing %1</source>
        <translation>%1 dizinleniyor</translation>
    </message>
    <message>
        <source>truncated: a field of the HloProto should end at byte %1; the file ends at byte %2</source>
        <translation>kesik: HloProto&apos;nun bir alanı bayt %1 konumunda bitmeliydi; dosya bayt %2 konumunda bitiyor</translation>
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
        <translation>Host</translation>
    </message>
    <message>
        <source>SparseCore</source>
        <translation>SparseCore</translation>
    </message>
    <message>
        <source>Unknown export format &quot;%1&quot;: use png, svg or pdf.</source>
        <translation>Bilinmeyen dışa aktarma biçimi &quot;%1&quot;: png, svg veya pdf kullanın.</translation>
    </message>
    <message>
        <source>%1: the search for runs stopped after %2 folders below it; runs further down are not listed (open a folder nearer them)</source>
        <translation>%1: çalıştırma araması altındaki %2 klasörden sonra durdu; daha aşağıdaki çalıştırmalar listelenmedi (onlara daha yakın bir klasör açın)</translation>
    </message>
    <message>
        <source>no profiles found in the first %1 folders below it (the search stops there): expected &lt;host&gt;.xplane.pb files in the folder, in plugins/profile/&lt;run&gt;/ or in &lt;run&gt;/ subfolders, or plugins/profile/&lt;run&gt;/ in a folder below it; open a folder nearer the profiles</source>
        <translation>altındaki ilk %1 klasörde profil bulunamadı (arama orada durur): klasörde, plugins/profile/&lt;run&gt;/ içinde veya &lt;run&gt;/ alt klasörlerinde ya da altındaki bir klasörde plugins/profile/&lt;run&gt;/ içinde &lt;host&gt;.xplane.pb dosyaları bekleniyordu; profillere daha yakın bir klasör açın</translation>
    </message>
    <message>
        <source>no profiles found: expected &lt;host&gt;.xplane.pb files in the folder, in plugins/profile/&lt;run&gt;/ or in &lt;run&gt;/ subfolders, or plugins/profile/&lt;run&gt;/ in a folder up to %1 levels below it</source>
        <translation>profil bulunamadı: klasörde, plugins/profile/&lt;run&gt;/ içinde veya &lt;run&gt;/ alt klasörlerinde ya da en fazla %1 düzey aşağıdaki bir klasörde plugins/profile/&lt;run&gt;/ içinde &lt;host&gt;.xplane.pb dosyaları bekleniyordu</translation>
    </message>
    <message>
        <source>not an XSpace but a PyTorch memory snapshot; open it on its own</source>
        <translation>Bir XSpace değil, bir PyTorch bellek anlık görüntüsü; kendi başına açın</translation>
    </message>
    <message>
        <source>Reading the memory snapshot %1</source>
        <translation>Bellek anlık görüntüsü %1 okunuyor</translation>
    </message>
    <message>
        <source>PyTorch Snapshot</source>
        <translation>PyTorch Anlık Görüntüsü</translation>
    </message>
    <message>
        <source>Memscope shows where accelerator memory goes in XProf profiles.
Each PATH (an .xplane.pb file, a trace folder, an HloProto dump, an out-of-memory log or a PyTorch memory snapshot) opens in its own tab.</source>
        <translation>Memscope, XProf profillerinde hızlandırıcı belleğinin nereye gittiğini gösterir.
Her YOL (bir .xplane.pb dosyası, bir iz klasörü, bir HloProto dökümü, bir bellek yetersizliği günlüğü veya bir PyTorch bellek anlık görüntüsü) kendi sekmesinde açılır.</translation>
    </message>
    <message>
        <source>Write the charts and views of PATH (a module&apos;s Memory Viewer, a PyTorch snapshot&apos;s views, an out-of-memory log&apos;s reports) into DIR without opening a window, then exit.</source>
        <translation>YOL profilinin grafiklerini ve görünümlerini (bir modülün Bellek Görüntüleyicisi, bir PyTorch anlık görüntüsünün görünümleri, bir bellek yetersizliği günlüğünün raporları) pencere açmadan KLASÖR içine yaz, sonra çık.</translation>
    </message>
    <message>
        <source>%1 records no device: it has neither a trace nor segments.</source>
        <translation>%1 hiçbir aygıt kaydetmiyor: ne izi ne de segmentleri var.</translation>
    </message>
</context>
<context>
    <name>memscope::AboutDialog</name>
    <message>
        <source>About Memscope</source>
        <translation>Memscope Hakkında</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Memscope %1&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Memscope %1&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>Licensed under the &lt;a href=&quot;https://www.apache.org/licenses/LICENSE-2.0&quot;&gt;Apache License 2.0&lt;/a&gt;.</source>
        <translation>&lt;a href=&quot;https://www.apache.org/licenses/LICENSE-2.0&quot;&gt;Apache Lisansı 2.0&lt;/a&gt; ile lisanslanmıştır.</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Qt %1 ile derlendi, Qt %2 üzerinde çalışıyor.</translation>
    </message>
    <message>
        <source>A native viewer for XProf profiles: the Memory Viewer (the buffers that make up each compiled XLA program&apos;s peak, with their sizes, padding, shapes and lifetimes), the Memory Profile (the allocator&apos;s memory over time), the Overview (step time, top operations, recommendations), the Trace Viewer (each device&apos;s and host&apos;s events on one timeline), XLA out-of-memory reports read from logs, and the comparison of two profiles side by side.</source>
        <translation>XProf profilleri için yerel bir görüntüleyici: Bellek Görüntüleyici (derlenmiş her XLA programının en yüksek belleğini oluşturan arabellekler, boyutları, dolguları, şekilleri ve yaşam süreleriyle), Bellek Profili (ayırıcının zaman içindeki belleği), Genel Bakış (adım süresi, en çok zaman alan işlemler, öneriler), İz Görüntüleyici (her cihazın ve ana makinenin olayları tek bir zaman çizelgesinde), günlüklerden okunan XLA bellek yetersizliği raporları ve iki profilin yan yana karşılaştırılması.</translation>
    </message>
    <message>
        <source>The Memory Viewer is static: it shows what the XLA compiler assigned; the Memory Profile and the Trace Viewer show what was measured at run time.</source>
        <translation>Bellek Görüntüleyici statiktir: XLA derleyicisinin atadığını gösterir; Bellek Profili ve İz Görüntüleyici çalışma zamanında ölçüleni gösterir.</translation>
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
        <translation>İlk eylemden bu yana geçen süre (ms)</translation>
    </message>
    <message>
        <source>Allocator actions (this file records no times)</source>
        <translation>Ayırıcı eylemleri (bu dosya zaman kaydetmiyor)</translation>
    </message>
    <message>
        <source>No allocations to show.</source>
        <translation>Gösterilecek ayırma yok.</translation>
    </message>
</context>
<context>
    <name>memscope::AllocationTimelineView</name>
    <message>
        <source>Buffer allocation timeline</source>
        <translation>Arabellek ayırma zaman çizelgesi</translation>
    </message>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 bayt)</translation>
    </message>
    <message>
        <source>Allocation:</source>
        <translation>Ayırma:</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Boyut:</translation>
    </message>
    <message>
        <source>Offset:</source>
        <translation>Ofset:</translation>
    </message>
    <message>
        <source>Buffer ID:</source>
        <translation>Arabellek kimliği:</translation>
    </message>
    <message>
        <source>Unpadded:</source>
        <translation>Dolgusuz:</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>yok</translation>
    </message>
    <message>
        <source>Padding overhead:</source>
        <translation>Dolgu ek yükü:</translation>
    </message>
    <message>
        <source>%1 bytes (0x%2)</source>
        <translation>%1 bayt (0x%2)</translation>
    </message>
    <message>
        <source>Lifetime:</source>
        <translation>Yaşam süresi:</translation>
    </message>
    <message>
        <source>program order %1 to %2</source>
        <translation>program sırası %1 ile %2 arası</translation>
    </message>
    <message>
        <source>Category:</source>
        <translation>Kategori:</translation>
    </message>
    <message>
        <source>Shape:</source>
        <translation>Şekil:</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Kaynak:</translation>
    </message>
    <message>
        <source>Framework op:</source>
        <translation>Framework işlemi:</translation>
    </message>
    <message>
        <source>No allocation timeline: this memory space has no heap-simulator trace.</source>
        <translation>Ayırma zaman çizelgesi yok: bu bellek alanının yığın simülatörü izi yok.</translation>
    </message>
    <message>
        <source>Heap simulation time (program order)</source>
        <translation>Yığın simülasyonu zamanı (program sırası)</translation>
    </message>
    <message>
        <source>Memory offset (0 at the bottom)</source>
        <translation>Bellek ofseti (en altta 0)</translation>
    </message>
</context>
<context>
    <name>memscope::AllocatorStateMap</name>
    <message>
        <source>No segments are reserved at this point.</source>
        <translation>Bu noktada ayrılmış segment yok.</translation>
    </message>
    <message>
        <source>allocated (colour of its stack)</source>
        <translation>tahsisli (yığınının rengi)</translation>
    </message>
    <message>
        <source>added by rounding</source>
        <translation>yuvarlamayla eklenen</translation>
    </message>
    <message>
        <source>freed, awaiting its stream</source>
        <translation>serbest, akışını bekliyor</translation>
    </message>
    <message>
        <source>inactive (cached, unused)</source>
        <translation>etkin olmayan (önbellekte, kullanılmıyor)</translation>
    </message>
</context>
<context>
    <name>memscope::BufferDetailCard</name>
    <message>
        <source>%1 (%2 bytes)</source>
        <translation>%1 (%2 bayt)</translation>
    </message>
    <message>
        <source>Buffer Details</source>
        <translation>Arabellek Ayrıntıları</translation>
    </message>
    <message>
        <source>Hover over or select a buffer in the views at the peak, the timeline or the table to see its details here.</source>
        <translation>Ayrıntılarını burada görmek için tepe noktası görünümlerinde, zaman çizelgesinde veya tabloda bir arabelleğin üzerine gelin ya da onu seçin.</translation>
    </message>
    <message>
        <source>&amp;Copy Details</source>
        <translation>Ayrıntıları K&amp;opyala</translation>
    </message>
    <message>
        <source>Copy every value shown here as text</source>
        <translation>Burada gösterilen tüm değerleri metin olarak kopyala</translation>
    </message>
    <message>
        <source>Show in &amp;Trace Viewer</source>
        <translation>İz Görüntüleyici&apos;de Gö&amp;ster</translation>
    </message>
    <message>
        <source>Find the executions of this buffer&apos;s HLO instruction in the trace</source>
        <translation>Bu arabelleğin HLO komutunun izdeki yürütmelerini bul</translation>
    </message>
    <message>
        <source>Size:</source>
        <translation>Boyut:</translation>
    </message>
    <message>
        <source>Unpadded size:</source>
        <translation>Dolgusuz boyut:</translation>
    </message>
    <message>
        <source>Extra memory due to padding:</source>
        <translation>Dolgu nedeniyle ek bellek:</translation>
    </message>
    <message>
        <source>Expansion:</source>
        <translation>Genişleme:</translation>
    </message>
    <message>
        <source>Shape and minor-to-major order:</source>
        <translation>Şekil ve minor-to-major sırası:</translation>
    </message>
    <message>
        <source>Framework op:</source>
        <translation>Framework işlemi:</translation>
    </message>
    <message>
        <source>Opcode:</source>
        <translation>Opcode:</translation>
    </message>
    <message>
        <source>Allocation type:</source>
        <translation>Ayırma türü:</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Kaynak:</translation>
    </message>
    <message>
        <source>Source stack:</source>
        <translation>Kaynak yığıtı:</translation>
    </message>
    <message>
        <source>Lifetime:</source>
        <translation>Yaşam süresi:</translation>
    </message>
    <message>
        <source>%1 operation</source>
        <translation>%1 işlemi</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>the whole program (0 to %1): allocated for the entire run</source>
        <translation>programın tamamı (0 ile %1 arası): çalışmanın tamamı boyunca ayrılmış</translation>
    </message>
    <message>
        <source>program order %1 to %2</source>
        <translation>program sırası %1 ile %2 arası</translation>
    </message>
    <message>
        <source>Hover over or select an allocation in the views at the peak or in the table to see its details and stack here.</source>
        <translation>Ayrıntılarını ve yığınını burada görmek için tepe noktasındaki görünümlerde veya tabloda bir ayırmanın üzerine gelin ya da seçin.</translation>
    </message>
    <message>
        <source>Requested size:</source>
        <translation>İstenen boyut:</translation>
    </message>
    <message>
        <source>Allocator rounding:</source>
        <translation>Ayırıcı yuvarlaması:</translation>
    </message>
    <message>
        <source>Address:</source>
        <translation>Adres:</translation>
    </message>
    <message>
        <source>Compile context and user metadata:</source>
        <translation>Derleme bağlamı ve kullanıcı meta verisi:</translation>
    </message>
    <message>
        <source>Stream:</source>
        <translation>Akış:</translation>
    </message>
    <message>
        <source>Allocated at:</source>
        <translation>Ayrıldığı yer:</translation>
    </message>
    <message>
        <source>Stack (Python frames first, C++ frames folded):</source>
        <translation>Yığın (önce Python çerçeveleri, C++ çerçeveleri katlanmış):</translation>
    </message>
    <message>
        <source>made before the trace and never freed in it</source>
        <translation>izden önce ayrıldı ve izde hiç serbest bırakılmadı</translation>
    </message>
    <message>
        <source>made before the trace, freed by action %1</source>
        <translation>izden önce ayrıldı, %1. eylemle serbest bırakıldı</translation>
    </message>
    <message>
        <source>allocated by action %1, never freed in the trace</source>
        <translation>%1. eylemle ayrıldı, izde hiç serbest bırakılmadı</translation>
    </message>
    <message>
        <source>allocated by action %1, freed by action %2</source>
        <translation>%1. eylemle ayrıldı, %2. eylemle serbest bırakıldı</translation>
    </message>
</context>
<context>
    <name>memscope::BufferMatchModel</name>
    <message>
        <source>instruction and shape</source>
        <translation>komut ve şekil</translation>
    </message>
    <message>
        <source>framework op and shape</source>
        <translation>framework işlemi ve şekil</translation>
    </message>
    <message>
        <source>instruction, shape changed</source>
        <translation>komut, şekil değişmiş</translation>
    </message>
    <message>
        <source>small buffers</source>
        <translation>küçük arabellekler</translation>
    </message>
    <message>
        <source>unmatched</source>
        <translation>eşleşmeyen</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1, moved</source>
        <translation>%1, yeri değişmiş</translation>
    </message>
    <message>
        <source>A: %1
B: %2</source>
        <translation>A: %1
B: %2</translation>
    </message>
    <message>
        <source>Buffer</source>
        <translation>Arabellek</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Şekil</translation>
    </message>
    <message>
        <source>Size in A</source>
        <translation>A&apos;daki boyut</translation>
    </message>
    <message>
        <source>Size in B</source>
        <translation>B&apos;deki boyut</translation>
    </message>
    <message>
        <source>Delta</source>
        <translation>Fark</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Değişim</translation>
    </message>
    <message>
        <source>Matched by</source>
        <translation>Eşleştirme ölçütü</translation>
    </message>
</context>
<context>
    <name>memscope::BufferStripView</name>
    <message>
        <source>by Program Order (%1)</source>
        <translation>Program Sırasına Göre (%1)</translation>
    </message>
    <message>
        <source>by Buffer Size (%1)</source>
        <translation>Arabellek Boyutuna Göre (%1)</translation>
    </message>
    <message>
        <source>by Padding Size (%1)</source>
        <translation>Dolgu Boyutuna Göre (%1)</translation>
    </message>
    <message>
        <source>No buffers are live at the peak.</source>
        <translation>Tepe noktasında canlı arabellek yok.</translation>
    </message>
    <message>
        <source>%1
%2 (%3% of the buffers at the peak)</source>
        <translation>%1
%2 (tepe noktasındaki arabelleklerin %%3 kadarı)</translation>
    </message>
    <message>
        <source>by Allocation Order (%1)</source>
        <translation>Ayırma Sırasına Göre (%1)</translation>
    </message>
    <message>
        <source>by Size (%1)</source>
        <translation>Boyuta Göre (%1)</translation>
    </message>
    <message>
        <source>by Allocator Rounding (%1)</source>
        <translation>Ayırıcı Yuvarlamasına Göre (%1)</translation>
    </message>
    <message>
        <source>%1
%2 (%3% of the allocations at the peak)</source>
        <translation>%1
%2 (tepe noktasındaki ayırmaların %%3 kadarı)</translation>
    </message>
</context>
<context>
    <name>memscope::CompareDialog</name>
    <message>
        <source>Compare Profiles</source>
        <translation>Profilleri Karşılaştır</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Module</source>
        <translation>Modül</translation>
    </message>
    <message>
        <source>File…</source>
        <translation>Dosya…</translation>
    </message>
    <message>
        <source>A (baseline):</source>
        <translation>A (temel):</translation>
    </message>
    <message>
        <source>B (compared):</source>
        <translation>B (karşılaştırılan):</translation>
    </message>
    <message>
        <source>Choose a Profile to Compare</source>
        <translation>Karşılaştırılacak Profili Seçin</translation>
    </message>
    <message>
        <source>Profiles (*.xplane.pb *.xplane.pb.gz *.pb *.pbtxt *.textproto *.json);;All files (*)</source>
        <translation>Profiller (*.xplane.pb *.xplane.pb.gz *.pb *.pbtxt *.textproto *.json);;Tüm dosyalar (*)</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Karşılaştır</translation>
    </message>
    <message>
        <source>Largest peak</source>
        <translation>En yüksek tepe</translation>
    </message>
    <message>
        <source>Paired by name</source>
        <translation>Ada göre eşleştirildi</translation>
    </message>
    <message>
        <source>Compare two profiles, two modules of one profile, or two PyTorch memory snapshots: B&apos;s figures are shown against A&apos;s. Modules are paired by name unless you choose them.</source>
        <translation>İki profili, bir profilin iki modülünü ya da iki PyTorch bellek anlık görüntüsünü karşılaştırın: B&apos;nin değerleri A&apos;nınkilere karşı gösterilir. Modüller, siz seçmedikçe adlarına göre eşleştirilir.</translation>
    </message>
</context>
<context>
    <name>memscope::CompareLauncher</name>
    <message>
        <source>Compare the Two Profiles?</source>
        <translation>İki Profil Karşılaştırılsın mı?</translation>
    </message>
    <message>
        <source>You dropped two files:
A: %1
B: %2

Compare B with A, or open each in a tab of its own?</source>
        <translation>İki dosya bıraktınız:
A: %1
B: %2

B, A ile karşılaştırılsın mı, yoksa her biri kendi sekmesinde mi açılsın?</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Karşılaştır</translation>
    </message>
    <message>
        <source>Open Both</source>
        <translation>İkisini de Aç</translation>
    </message>
    <message>
        <source>Cannot compare: %1</source>
        <translation>Karşılaştırılamıyor: %1</translation>
    </message>
    <message>
        <source>Compare with…</source>
        <translation>Şununla karşılaştır…</translation>
    </message>
    <message>
        <source>%1 holds XLA out-of-memory reports, not a profile: it has no modules, memory profile or steps to compare. Open it to see its reports.</source>
        <translation>%1 bir profil değil, XLA bellek yetersizliği raporları içeriyor: karşılaştırılacak modülü, bellek profili ya da adımları yok. Raporlarını görmek için dosyayı açın.</translation>
    </message>
    <message>
        <source>%1 is a PyTorch memory snapshot and %2 is not: compare two snapshots, or two profiles.</source>
        <translation>%1 bir PyTorch bellek anlık görüntüsü, %2 değil: iki anlık görüntüyü ya da iki profili karşılaştırın.</translation>
    </message>
</context>
<context>
    <name>memscope::CompareLoading</name>
    <message>
        <source>Opening %1 and %2 to compare them</source>
        <translation>Karşılaştırmak için %1 ve %2 açılıyor</translation>
    </message>
</context>
<context>
    <name>memscope::CompareView</name>
    <message>
        <source>Memory Viewer</source>
        <translation>Bellek Görüntüleyici</translation>
    </message>
    <message>
        <source>Memory Profile</source>
        <translation>Bellek Profili</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Genel Bakış</translation>
    </message>
    <message>
        <source>&lt;b&gt;A&lt;/b&gt; %1 &amp;nbsp;&amp;nbsp; &lt;b&gt;B&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;A&lt;/b&gt; %1 &amp;nbsp;&amp;nbsp; &lt;b&gt;B&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Dışa aktar</translation>
    </message>
    <message>
        <source>Compare %1 ↔ %2</source>
        <translation>Karşılaştır: %1 ↔ %2</translation>
    </message>
    <message>
        <source>A: %1
B: %2</source>
        <translation>A: %1
B: %2</translation>
    </message>
    <message>
        <source>Save %1.csv…</source>
        <translation>%1.csv olarak kaydet…</translation>
    </message>
    <message>
        <source>Export as CSV</source>
        <translation>CSV olarak dışa aktar</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV tablosu (*.csv)</translation>
    </message>
    <message>
        <source>PyTorch Snapshots</source>
        <translation>PyTorch Anlık Görüntüleri</translation>
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
        <translation>Fark: %1%2</translation>
    </message>
    <message>
        <source>At %1
%2</source>
        <translation>%1 konumunda
%2</translation>
    </message>
    <message>
        <source>Peak A: %1 at %2</source>
        <translation>A tepesi: %1, %2 konumunda</translation>
    </message>
    <message>
        <source>Peak B: %1 at %2</source>
        <translation>B tepesi: %1, %2 konumunda</translation>
    </message>
</context>
<context>
    <name>memscope::DeltaTable</name>
    <message>
        <source>n/a</source>
        <translation>yok</translation>
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
        <translation>Fark</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Değişim</translation>
    </message>
    <message>
        <source> points</source>
        <translation> puan</translation>
    </message>
</context>
<context>
    <name>memscope::DropOverlay</name>
    <message numerus="yes">
        <source>Drop to open %n profile(s)</source>
        <translation>
            <numerusform>%n profili açmak için bırakın</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>memscope::LoadingPanel</name>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <source>Stop loading (%1)</source>
        <translation>Yüklemeyi durdur (%1)</translation>
    </message>
    <message>
        <source>Opening %1</source>
        <translation>%1 açılıyor</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Başlatılıyor…</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%%1</translation>
    </message>
    <message>
        <source>Stop loading</source>
        <translation>Yüklemeyi durdur</translation>
    </message>
</context>
<context>
    <name>memscope::MainWindow</name>
    <message>
        <source>Buffer Details</source>
        <translation>Arabellek Ayrıntıları</translation>
    </message>
    <message>
        <source>Memscope</source>
        <translation>Memscope</translation>
    </message>
    <message>
        <source>Next Profile</source>
        <translation>Sonraki Profil</translation>
    </message>
    <message>
        <source>Previous Profile</source>
        <translation>Önceki Profil</translation>
    </message>
    <message>
        <source>Next Page</source>
        <translation>Sonraki Sayfa</translation>
    </message>
    <message>
        <source>Previous Page</source>
        <translation>Önceki Sayfa</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>Sayfa %1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Dosya</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Aç…</translation>
    </message>
    <message>
        <source>Open XProf profiles (*.xplane.pb) or HloProto dumps</source>
        <translation>XProf profillerini (*.xplane.pb) veya HloProto dökümlerini aç</translation>
    </message>
    <message>
        <source>Open &amp;Folder…</source>
        <translation>&amp;Klasör Aç…</translation>
    </message>
    <message>
        <source>Open a TensorBoard log directory or a profiling run folder</source>
        <translation>Bir TensorBoard günlük klasörünü veya bir profil çalıştırması klasörünü aç</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Son Açılanlar</translation>
    </message>
    <message>
        <source>Co&amp;mpare…</source>
        <translation>Ka&amp;rşılaştır…</translation>
    </message>
    <message>
        <source>Compare two profiles, or two modules, side by side</source>
        <translation>İki profili veya iki modülü yan yana karşılaştır</translation>
    </message>
    <message>
        <source>&amp;Close Profile</source>
        <translation>Profili Ka&amp;pat</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Çık</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Dü&amp;zen</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Yapıştır</translation>
    </message>
    <message>
        <source>Open the XLA out-of-memory report on the clipboard (copied from a log or a notebook)</source>
        <translation>Panodaki XLA bellek yetersizliği raporunu aç (bir günlükten veya not defterinden kopyalanmış)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>Dışa &amp;Aktar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Görünüm</translation>
    </message>
    <message>
        <source>Go to &amp;Module…</source>
        <translation>&amp;Modüle Git…</translation>
    </message>
    <message>
        <source>Restore &amp;Default Layout</source>
        <translation>&amp;Varsayılan Düzeni Geri Yükle</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Yardım</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Klavye Kısayolları</translation>
    </message>
    <message>
        <source>&amp;About Memscope</source>
        <translation>Memscope &amp;Hakkında</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>&amp;Qt Hakkında</translation>
    </message>
    <message>
        <source>%1 opened with problems:
%2</source>
        <translation>%1 sorunlarla açıldı:
%2</translation>
    </message>
    <message>
        <source>The clipboard holds no text. Copy an XLA out-of-memory report from a log or a notebook, then paste it here.</source>
        <translation>Panoda metin yok. Bir günlükten veya not defterinden XLA bellek yetersizliği raporu kopyalayın, sonra buraya yapıştırın.</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>pano</translation>
    </message>
    <message>
        <source>Pasted report %1</source>
        <translation>Yapıştırılan rapor %1</translation>
    </message>
    <message>
        <source>Could not open %1</source>
        <translation>%1 açılamadı</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>%1 açılamadı: %2</translation>
    </message>
    <message>
        <source>%1 — Memscope</source>
        <translation>%1 — Memscope</translation>
    </message>
    <message>
        <source>Open Profiles</source>
        <translation>Profilleri Aç</translation>
    </message>
    <message>
        <source>Profiles (*.xplane.pb *.xplane.pb.gz *.pb *.pb.gz *.pbtxt *.textproto *.txt *.json);;All files (*)</source>
        <translation>Profiller (*.xplane.pb *.xplane.pb.gz *.pb *.pb.gz *.pbtxt *.textproto *.txt *.json);;Tüm dosyalar (*)</translation>
    </message>
    <message>
        <source>Open Trace Folder</source>
        <translation>İz Klasörünü Aç</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>&amp;Clear Recent</source>
        <translation>Listeyi &amp;Temizle</translation>
    </message>
    <message>
        <source>Nothing to export yet</source>
        <translation>Henüz dışa aktarılacak bir şey yok</translation>
    </message>
    <message>
        <source>All Views as P&amp;NG…</source>
        <translation>Tüm Görünümleri P&amp;NG Olarak…</translation>
    </message>
    <message>
        <source>All Views as S&amp;VG…</source>
        <translation>Tüm Görünümleri S&amp;VG Olarak…</translation>
    </message>
    <message>
        <source>All Views as PD&amp;F…</source>
        <translation>Tüm Görünümleri PD&amp;F Olarak…</translation>
    </message>
    <message>
        <source>Export All Views to Folder</source>
        <translation>Tüm Görünümleri Klasöre Aktar</translation>
    </message>
    <message>
        <source>Exported every view as %1 into %2.</source>
        <translation>Tüm görünümler %1 olarak %2 içine aktarıldı.</translation>
    </message>
    <message>
        <source>Export failed: %1</source>
        <translation>Dışa aktarma başarısız oldu: %1</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Pencere</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Klavye Kısayolları</translation>
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
        <translation>&amp;Ayarlar…</translation>
    </message>
    <message>
        <source>Default small-buffer threshold, byte units, theme and language</source>
        <translation>Varsayılan küçük arabellek sınırı, bayt birimleri, tema ve dil</translation>
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
        <translation>&lt;table cellpadding=&apos;3&apos;&gt;%1&lt;/table&gt;&lt;p&gt;Kenar çubuğunda Alt ile altı çizili harfe basmak çalıştırmalara, modüllere, bellek türüne ve küçük arabellek sınırına geçer. Modül filtresinde Yukarı ve Aşağı tuşları listede gezinir, Enter vurgulanan modülü gösterir.&lt;/p&gt;&lt;p&gt;İz Görüntüleyici&apos;nin zaman çizelgesinde: W ve S yakınlaştırır ve uzaklaştırır, A ve D sola ve sağa kaydırır, 0 izin tamamını gösterir, F seçili olaya veya aralığa yakınlaştırır, M onu ölçer, / arama alanına geçer (orada Enter sonraki eşleşmeyi, Shift+Enter öncekini gösterir) ve Esc iz okunurken okumayı durdurur.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;In the Memory Viewer, Tab goes from the sidebar through the chart, the three views at the peak, the timeline and the table. In the chart the arrows walk the curve point by point from the peak (Page Up and Page Down a tenth of the range in view, Home and End to its ends); in the views at the peak and the timeline they move the selection, and the details card follows.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Bellek Görüntüleyici&apos;de Tab, kenar çubuğundan sırasıyla grafiğe, tepe noktasındaki üç görünüme, zaman çizelgesine ve tabloya gider. Grafikte oklar eğriyi tepe noktasından başlayarak nokta nokta dolaşır (Page Up ve Page Down görünen aralığın onda biri kadar, Home ve End uçlarına); tepe noktasındaki görünümlerde ve zaman çizelgesinde oklar seçimi taşır, ayrıntı kartı da onu izler.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryProfileBreakdownModel</name>
    <message>
        <source>Op Name</source>
        <translation>İşlem Adı</translation>
    </message>
    <message>
        <source>The framework op that made the allocation</source>
        <translation>Ayırmayı yapan framework işlemi</translation>
    </message>
    <message>
        <source>Allocation Size</source>
        <translation>Ayırma Boyutu</translation>
    </message>
    <message>
        <source>Bytes the allocator handed out, per allocation</source>
        <translation>Ayırıcının her ayırmada verdiği bayt</translation>
    </message>
    <message>
        <source>Requested Size</source>
        <translation>İstenen Boyut</translation>
    </message>
    <message>
        <source>Bytes the op asked for, per allocation</source>
        <translation>İşlemin her ayırmada istediği bayt</translation>
    </message>
    <message>
        <source>Occurrences</source>
        <translation>Tekrar Sayısı</translation>
    </message>
    <message>
        <source>Identical allocations alive at the peak, merged into this row</source>
        <translation>Tepe noktasında canlı olan ve bu satırda birleştirilen özdeş ayırmalar</translation>
    </message>
    <message>
        <source>Region type</source>
        <translation>Bölge türü</translation>
    </message>
    <message>
        <source>Data type</source>
        <translation>Veri türü</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Şekil</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryProfileComparePage</name>
    <message>
        <source>Memory Profile summary</source>
        <translation>Bellek Profili özeti</translation>
    </message>
    <message>
        <source>Op at the peak</source>
        <translation>Tepe noktasındaki işlem</translation>
    </message>
    <message>
        <source>Memory ID:</source>
        <translation>Bellek kimliği:</translation>
    </message>
    <message>
        <source>Align the timelines at:</source>
        <translation>Zaman çizelgelerini hizala:</translation>
    </message>
    <message>
        <source>The profile start</source>
        <translation>Profil başlangıcı</translation>
    </message>
    <message>
        <source>The first step</source>
        <translation>İlk adım</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>Zaman (ms)</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>Karşılaştırılıyor…</translation>
    </message>
    <message>
        <source>%1: the memory profile cannot be computed: %2</source>
        <translation>%1: bellek profili hesaplanamıyor: %2</translation>
    </message>
    <message>
        <source>Neither profile has memory activity. To compare memory profiles, profile with host_trace_level &gt;= 2.</source>
        <translation>İki profilde de bellek etkinliği yok. Bellek profillerini karşılaştırmak için host_trace_level &gt;= 2 ile profil alın.</translation>
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
        <translation>Tepe noktasında parçalanma</translation>
    </message>
    <message>
        <source>(no op name)</source>
        <translation>(işlem adı yok)</translation>
    </message>
    <message>
        <source>Memory Profile Comparison Chart</source>
        <translation>Bellek Profili Karşılaştırma Grafiği</translation>
    </message>
    <message>
        <source>Memory Profile Comparison</source>
        <translation>Bellek Profili Karşılaştırması</translation>
    </message>
    <message>
        <source>none</source>
        <translation>yok</translation>
    </message>
    <message>
        <source>Only A has memory ID %1: B&apos;s column counts nothing. B&apos;s memory IDs: %2.</source>
        <translation>%1 bellek kimliği yalnızca A&apos;da var: B&apos;nin sütunu hiçbir şey saymaz. B&apos;nin bellek kimlikleri: %2.</translation>
    </message>
    <message>
        <source>Only B has memory ID %1: A&apos;s column counts nothing. A&apos;s memory IDs: %2.</source>
        <translation>%1 bellek kimliği yalnızca B&apos;de var: A&apos;nın sütunu hiçbir şey saymaz. A&apos;nın bellek kimlikleri: %2.</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryProfileHloModuleModel</name>
    <message>
        <source>Id</source>
        <translation>Kimlik</translation>
    </message>
    <message>
        <source>HLO Module</source>
        <translation>HLO Modülü</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Cihaz</translation>
    </message>
    <message>
        <source>Start Time (ms)</source>
        <translation>Başlangıç Zamanı (ms)</translation>
    </message>
    <message>
        <source>End Time (ms)</source>
        <translation>Bitiş Zamanı (ms)</translation>
    </message>
    <message>
        <source>Duration (ms)</source>
        <translation>Süre (ms)</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryProfileNeverFreedModel</name>
    <message>
        <source>Op Name</source>
        <translation>İşlem Adı</translation>
    </message>
    <message>
        <source>The framework op that made the allocation</source>
        <translation>Ayırmayı yapan framework işlemi</translation>
    </message>
    <message>
        <source>Allocation Size</source>
        <translation>Ayırma Boyutu</translation>
    </message>
    <message>
        <source>Requested Size</source>
        <translation>İstenen Boyut</translation>
    </message>
    <message>
        <source>Allocated at (ms)</source>
        <translation>Ayırma Zamanı (ms)</translation>
    </message>
    <message>
        <source>Time of the allocation</source>
        <translation>Ayırmanın zamanı</translation>
    </message>
    <message>
        <source>Alive for (ms)</source>
        <translation>Canlı Kalma Süresi (ms)</translation>
    </message>
    <message>
        <source>From the allocation to the allocator&apos;s last event of the window</source>
        <translation>Ayırmadan, ayırıcının pencere içindeki son olayına kadar</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Adım</translation>
    </message>
    <message>
        <source>The step (group_id) the allocation belongs to</source>
        <translation>Ayırmanın ait olduğu adım (group_id)</translation>
    </message>
    <message>
        <source>Region type</source>
        <translation>Bölge türü</translation>
    </message>
    <message>
        <source>Data type</source>
        <translation>Veri türü</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Şekil</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryProfilePage</name>
    <message>
        <source>Memory ID</source>
        <translation>Bellek Kimliği</translation>
    </message>
    <message>
        <source>show memory profile for selected device</source>
        <translation>seçili cihazın bellek profilini göster</translation>
    </message>
    <message>
        <source>Free memory</source>
        <translation>Boş bellek</translation>
    </message>
    <message>
        <source>Stack the allocator&apos;s free memory on top of stack and heap</source>
        <translation>Ayırıcının boş belleğini yığıt ve yığının üstüne ekle</translation>
    </message>
    <message>
        <source>Reset Zoom</source>
        <translation>Yakınlaştırmayı Sıfırla</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Dışa aktar</translation>
    </message>
    <message>
        <source>Memory Timeline Graph</source>
        <translation>Bellek Zaman Çizelgesi Grafiği</translation>
    </message>
    <message>
        <source>Tips: drag to zoom in, right-click to zoom out, click for the event at that time; select a table row to see its lifetime.</source>
        <translation>İpuçları: yakınlaştırmak için sürükleyin, uzaklaştırmak için sağ tıklayın, o andaki olay için tıklayın; yaşam süresini görmek için bir tablo satırı seçin.</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>İşlem</translation>
    </message>
    <message>
        <source>Filter by op name:</source>
        <translation>İşlem adına göre filtrele:</translation>
    </message>
    <message>
        <source>Active memory allocations at peak usage within the profiling window, every size (XProf hides those under 1 MiB).</source>
        <translation>Profil penceresindeki en yüksek kullanım anında etkin bellek ayırmaları, her boyutta (XProf 1 MiB altındakileri gizler).</translation>
    </message>
    <message>
        <source>Memory Breakdown Table</source>
        <translation>Bellek Döküm Tablosu</translation>
    </message>
    <message>
        <source>Never Freed</source>
        <translation>Hiç Serbest Bırakılmayanlar</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Bulgular</translation>
    </message>
    <message>
        <source>Click a module to zoom the chart to its execution, click it again to see everything.</source>
        <translation>Grafiği yürütmesine yakınlaştırmak için bir modüle tıklayın, her şeyi görmek için yeniden tıklayın.</translation>
    </message>
    <message>
        <source>HLO Modules</source>
        <translation>HLO Modülleri</translation>
    </message>
    <message>
        <source>Breakdown Table as CSV…</source>
        <translation>Döküm Tablosunu CSV Olarak…</translation>
    </message>
    <message>
        <source>Never-Freed List as CSV…</source>
        <translation>Hiç Serbest Bırakılmayanlar Listesini CSV Olarak…</translation>
    </message>
    <message>
        <source>Open a profile to see its memory profile.</source>
        <translation>Bellek profilini görmek için bir profil açın.</translation>
    </message>
    <message>
        <source>Analysing the memory events of %1…</source>
        <translation>%1 içindeki bellek olayları analiz ediliyor…</translation>
    </message>
    <message>
        <source>HLO Modules (%1)</source>
        <translation>HLO Modülleri (%1)</translation>
    </message>
    <message>
        <source>The memory profile cannot be computed: %1</source>
        <translation>Bellek profili hesaplanamıyor: %1</translation>
    </message>
    <message>
        <source>There is no memory profile to display because there were no memory activity data in the captured duration. To view memory profile, please profile your workload with host_trace_level &gt;= 2.</source>
        <translation>Yakalanan sürede bellek etkinliği verisi olmadığından gösterilecek bellek profili yok. Bellek profilini görmek için iş yükünüzün profilini host_trace_level &gt;= 2 ile alın.</translation>
    </message>
    <message>
        <source>memory ID %1</source>
        <translation>bellek kimliği %1</translation>
    </message>
    <message>
        <source>%1 — memory ID %2</source>
        <translation>%1 — bellek kimliği %2</translation>
    </message>
    <message>
        <source>Never Freed (%1)</source>
        <translation>Hiç Serbest Bırakılmayanlar (%1)</translation>
    </message>
    <message>
        <source>Findings (%1)</source>
        <translation>Bulgular (%1)</translation>
    </message>
    <message>
        <source>host %1</source>
        <translation>ana makine %1</translation>
    </message>
    <message>
        <source>Free memory (%1 at the peak) is hidden so that the heap stays visible; tick Free memory to show it.</source>
        <translation>Yığının görünür kalması için boş bellek (tepe noktasında %1) gizlendi; göstermek için Boş bellek seçeneğini işaretleyin.</translation>
    </message>
    <message>
        <source>No step markers (group_id) in this profile: every event counts as step 0.</source>
        <translation>Bu profilde adım işareti (group_id) yok: her olay 0. adım sayılıyor.</translation>
    </message>
    <message>
        <source>Nothing stands out: allocations and deallocations balance, the heap does not grow and fragmentation stays flat.</source>
        <translation>Göze çarpan bir şey yok: ayırmalar ve serbest bırakmalar dengede, yığın büyümüyor ve parçalanma sabit kalıyor.</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Adımlar</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Adım</translation>
    </message>
    <message>
        <source>Allocations</source>
        <translation>Ayırmalar</translation>
    </message>
    <message>
        <source>Deallocations</source>
        <translation>Serbest bırakmalar</translation>
    </message>
    <message>
        <source>Allocated</source>
        <translation>Ayrılan</translation>
    </message>
    <message>
        <source>Freed</source>
        <translation>Serbest bırakılan</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Net</translation>
    </message>
    <message>
        <source>Heap at end</source>
        <translation>Sondaki yığın</translation>
    </message>
    <message>
        <source>… and %1 more steps.</source>
        <translation>… ve %1 adım daha.</translation>
    </message>
    <message>
        <source>Memory Profile Summary</source>
        <translation>Bellek Profili Özeti</translation>
    </message>
    <message>
        <source>Unknown image format %1.</source>
        <translation>Bilinmeyen görüntü biçimi %1.</translation>
    </message>
    <message>
        <source>Export as CSV</source>
        <translation>CSV olarak dışa aktar</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>CSV tablosu (*.csv)</translation>
    </message>
    <message>
        <source>Reading the memory events…</source>
        <translation>Bellek olayları okunuyor…</translation>
    </message>
    <message>
        <source>Analysing the allocators…</source>
        <translation>Ayırıcılar analiz ediliyor…</translation>
    </message>
    <message>
        <source>The analysis of the memory events was cancelled. It starts again when this page is shown again.</source>
        <translation>Bellek olaylarının analizi iptal edildi. Bu sayfa yeniden gösterildiğinde yeniden başlar.</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryProfileSummary</name>
    <message>
        <source>Memory Profile Summary</source>
        <translation>Bellek Profili Özeti</translation>
    </message>
    <message>
        <source>#Allocation</source>
        <translation>#Ayırma</translation>
    </message>
    <message>
        <source>every allocation event in the window</source>
        <translation>penceredeki her ayırma olayı</translation>
    </message>
    <message>
        <source>#Deallocation</source>
        <translation>#Serbest Bırakma</translation>
    </message>
    <message>
        <source>Never freed</source>
        <translation>Hiç serbest bırakılmayan</translation>
    </message>
    <message>
        <source>allocations of the window still alive at its end</source>
        <translation>pencerenin sonunda hâlâ canlı olan ayırmalar</translation>
    </message>
    <message>
        <source>Memory Capacity</source>
        <translation>Bellek Kapasitesi</translation>
    </message>
    <message>
        <source>Stack + heap + free memory at the window peak</source>
        <translation>Pencere tepesinde yığıt + yığın + boş bellek</translation>
    </message>
    <message>
        <source>Lifetime Peak Heap Usage</source>
        <translation>Ömür Boyu En Yüksek Yığın Kullanımı</translation>
    </message>
    <message>
        <source>high water mark in lifetime, may be outside profiling window</source>
        <translation>ömür boyunca ulaşılan en yüksek seviye, profil penceresinin dışında olabilir</translation>
    </message>
    <message>
        <source>Profile-window Peak Memory Usage</source>
        <translation>Profil Penceresindeki En Yüksek Bellek Kullanımı</translation>
    </message>
    <message>
        <source>stack + heap, within profiling window</source>
        <translation>yığıt + yığın, profil penceresi içinde</translation>
    </message>
    <message>
        <source>Timestamp</source>
        <translation>Zaman damgası</translation>
    </message>
    <message>
        <source>When the window peak happened</source>
        <translation>Pencere tepesinin gerçekleştiği an</translation>
    </message>
    <message>
        <source>Stack Reservation</source>
        <translation>Yığıt Rezervasyonu</translation>
    </message>
    <message>
        <source>Memory reserved by the allocator at the peak (bytes_reserved)</source>
        <translation>Tepe noktasında ayırıcının rezerve ettiği bellek (bytes_reserved)</translation>
    </message>
    <message>
        <source>Heap Allocation</source>
        <translation>Yığın Ayırması</translation>
    </message>
    <message>
        <source>Memory allocated to tensors at the peak (bytes_allocated)</source>
        <translation>Tepe noktasında tensörlere ayrılan bellek (bytes_allocated)</translation>
    </message>
    <message>
        <source>Free Memory</source>
        <translation>Boş Bellek</translation>
    </message>
    <message>
        <source>Memory still available to the allocator at the peak</source>
        <translation>Tepe noktasında ayırıcının hâlâ kullanabildiği bellek</translation>
    </message>
    <message>
        <source>Fragmentation</source>
        <translation>Parçalanma</translation>
    </message>
    <message>
        <source>100% × (1 − largest free chunk ÷ total free memory) at the peak</source>
        <translation>Tepe noktasında 100% × (1 − en büyük boş parça ÷ toplam boş bellek)</translation>
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
        <translation>%%1</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryProfileTableModel</name>
    <message>
        <source>(no op name)</source>
        <translation>(işlem adı yok)</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryTimelineChart</name>
    <message>
        <source>stack</source>
        <translation>yığıt</translation>
    </message>
    <message>
        <source>heap</source>
        <translation>yığın</translation>
    </message>
    <message>
        <source>free</source>
        <translation>boş</translation>
    </message>
    <message>
        <source>fragmentation</source>
        <translation>parçalanma</translation>
    </message>
    <message>
        <source>window peak</source>
        <translation>pencere tepesi</translation>
    </message>
    <message>
        <source>Timestamp (ms)</source>
        <translation>Zaman damgası (ms)</translation>
    </message>
    <message>
        <source>Fragmentation (%)</source>
        <translation>Parçalanma (%)</translation>
    </message>
    <message>
        <source>Drag to zoom into a time range, right-click to see the whole window, click for the event at that time.</source>
        <translation>Bir zaman aralığına yakınlaştırmak için sürükleyin, tüm pencereyi görmek için sağ tıklayın, o andaki olay için tıklayın.</translation>
    </message>
    <message>
        <source>Memory Usage (%1)</source>
        <translation>Bellek Kullanımı (%1)</translation>
    </message>
    <message>
        <source>timestamp (ms): %1</source>
        <translation>zaman damgası (ms): %1</translation>
    </message>
    <message>
        <source>event: %1</source>
        <translation>olay: %1</translation>
    </message>
    <message>
        <source>allocation</source>
        <translation>ayırma</translation>
    </message>
    <message>
        <source>deallocation</source>
        <translation>serbest bırakma</translation>
    </message>
    <message>
        <source>requested size: %1</source>
        <translation>istenen boyut: %1</translation>
    </message>
    <message>
        <source>allocation size: %1</source>
        <translation>ayırma boyutu: %1</translation>
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
        <translation>kullanımdaki bellek (yığıt + yığın): %1</translation>
    </message>
    <message>
        <source>heap: %1, stack: %2, free: %3</source>
        <translation>yığın: %1, yığıt: %2, boş: %3</translation>
    </message>
    <message>
        <source>fragmentation: %1%</source>
        <translation>parçalanma: %%1</translation>
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
        <translation>Bellek alanı %1: %2</translation>
    </message>
    <message>
        <source>The module allocates nothing in %1.</source>
        <translation>Modül %1 içinde hiçbir şey ayırmıyor.</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryViewerComparePage</name>
    <message>
        <source>whole program</source>
        <translation>programın tamamı</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 ile %2 arası</translation>
    </message>
    <message>
        <source>Memory Viewer overview</source>
        <translation>Bellek Görüntüleyici genel bakışı</translation>
    </message>
    <message>
        <source>Module A:</source>
        <translation>Modül A:</translation>
    </message>
    <message>
        <source>Module B:</source>
        <translation>Modül B:</translation>
    </message>
    <message>
        <source>Memory type:</source>
        <translation>Bellek türü:</translation>
    </message>
    <message>
        <source>Program order:</source>
        <translation>Program sırası:</translation>
    </message>
    <message>
        <source>Each module&apos;s own</source>
        <translation>Her modülün kendisine göre</translation>
    </message>
    <message>
        <source>Normalised to 0–100 %</source>
        <translation>0–100 % aralığına normalleştirilmiş</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>Karşılaştırılıyor…</translation>
    </message>
    <message>
        <source>B has no module named %1: it shows its module with the largest peak. Choose another above.</source>
        <translation>B&apos;de %1 adlı modül yok: B&apos;nin en yüksek tepeye sahip modülü gösteriliyor. Yukarıdan başka birini seçin.</translation>
    </message>
    <message>
        <source>%1 has no XLA module with a buffer assignment to compare.</source>
        <translation>%1 içinde karşılaştırılacak arabellek atamasına sahip XLA modülü yok.</translation>
    </message>
    <message>
        <source>Module %1: %2</source>
        <translation>Modül %1: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Program order (% of each module&apos;s)</source>
        <translation>Program sırası (her modülünkinin yüzdesi)</translation>
    </message>
    <message>
        <source>Program order</source>
        <translation>Program sırası</translation>
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
        <translation>İki tarafı da burada görmek için listelerde bir arabelleğin üzerine gelin; yaşam süresi iki eğride de gölgelenir.</translation>
    </message>
    <message>
        <source>Instruction</source>
        <translation>Komut</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Şekil</translation>
    </message>
    <message>
        <source>Framework op</source>
        <translation>Framework işlemi</translation>
    </message>
    <message>
        <source>Op code</source>
        <translation>Opcode</translation>
    </message>
    <message>
        <source>Allocation type</source>
        <translation>Ayırma türü</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Boyut</translation>
    </message>
    <message>
        <source>Unpadded size</source>
        <translation>Dolgusuz boyut</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>Dolgu</translation>
    </message>
    <message>
        <source>Lifetime (program order)</source>
        <translation>Yaşam süresi (program sırası)</translation>
    </message>
    <message>
        <source>Position at the peak</source>
        <translation>Tepe noktasındaki konum</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Kaynak</translation>
    </message>
    <message>
        <source>Moved in program order.</source>
        <translation>Program sırasında yeri değişti.</translation>
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
        <translation>Bellek Görüntüleyici Karşılaştırma Grafiği</translation>
    </message>
    <message>
        <source>Memory Viewer Comparison</source>
        <translation>Bellek Görüntüleyici Karşılaştırması</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryViewerPage</name>
    <message>
        <source>Static analysis of the compiler&apos;s buffer assignment: these numbers come from the XLA compiler, not from measuring the program while it ran (that is the Memory Profile). Program order is the position in the HLO schedule, not time.</source>
        <translation>Derleyicinin arabellek atamasının statik analizi: bu sayılar programın çalışırken ölçülmesinden değil (o, Bellek Profili&apos;dir), XLA derleyicisinden gelir. Program sırası zaman değil, HLO zamanlamasındaki konumdur.</translation>
    </message>
    <message>
        <source>XLA simulated no heap for this memory space (its buffer assignment has no heap simulator trace), so there is no program order: no chart over program order, no view by program order and no allocation timeline. The buffers below are what its allocations hold.</source>
        <translation>XLA bu bellek alanı için yığın simüle etmedi (arabellek atamasında yığın simülatörü izi yok), bu yüzden program sırası yok: program sırasına göre grafik, program sırasına göre görünüm ve ayırma zaman çizelgesi yok. Aşağıdaki arabellekler, ayırmalarının tuttuklarıdır.</translation>
    </message>
    <message>
        <source>Open a profile and pick a module to see where its memory goes.</source>
        <translation>Belleğinin nereye gittiğini görmek için bir profil açıp bir modül seçin.</translation>
    </message>
    <message>
        <source>Reset Zoom</source>
        <translation>Yakınlaştırmayı Sıfırla</translation>
    </message>
    <message>
        <source>Show the whole program again (Esc on the chart)</source>
        <translation>Programın tamamını yeniden göster (grafikte Esc)</translation>
    </message>
    <message>
        <source>Memory Allocation Chart</source>
        <translation>Bellek Ayırma Grafiği</translation>
    </message>
    <message>
        <source>The heap after each step of the HLO schedule, with the peak marked. Drag across the chart to zoom into a range; hover a buffer below to see its lifetime here.</source>
        <translation>HLO zamanlamasının her adımından sonraki yığın, tepe noktası işaretli. Bir aralığa yakınlaştırmak için grafik üzerinde sürükleyin; yaşam süresini burada görmek için aşağıdaki bir arabelleğin üzerine gelin.</translation>
    </message>
    <message>
        <source>HLO Ops at Peak Memory Allocation Time</source>
        <translation>En Yüksek Bellek Ayırma Anındaki HLO İşlemleri</translation>
    </message>
    <message>
        <source>Hover over a buffer for its details; click or use the arrow keys to select one. A buffer has the same colour in every view; colours carry no meaning.</source>
        <translation>Ayrıntıları için bir arabelleğin üzerine gelin; seçmek için tıklayın veya ok tuşlarını kullanın. Bir arabellek her görünümde aynı renktedir; renklerin bir anlamı yoktur.</translation>
    </message>
    <message>
        <source>Buffer Allocation Timeline</source>
        <translation>Arabellek Ayırma Zaman Çizelgesi</translation>
    </message>
    <message>
        <source>Search op name (regular expression)…</source>
        <translation>İşlem adı ara (düzenli ifade)…</translation>
    </message>
    <message>
        <source>Matches framework op and instruction names, ignoring case. Enter or F3 steps through the matches, Shift+F3 goes back.</source>
        <translation>Framework işlemi ve komut adlarıyla büyük/küçük harf ayırmadan eşleşir. Enter veya F3 eşleşmeler arasında ilerler, Shift+F3 geri gider.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Show every block again (Home)</source>
        <translation>Tüm blokları yeniden göster (Home)</translation>
    </message>
    <message>
        <source>Width is a buffer&apos;s lifetime in program order, height its size, and the vertical position its offset in memory. Ctrl+scroll to zoom, drag to pan, click to select, double-click to zoom to a block.</source>
        <translation>Genişlik bir arabelleğin program sırasındaki yaşam süresi, yükseklik boyutu, dikey konum ise bellekteki ofsetidir. Yakınlaştırmak için Ctrl+kaydırma, kaydırmak için sürükleme, seçmek için tıklama, bir bloğa yakınlaştırmak için çift tıklama.</translation>
    </message>
    <message>
        <source>Buffers at the Peak</source>
        <translation>Tepe Noktasındaki Arabellekler</translation>
    </message>
    <message>
        <source>Filter buffers…</source>
        <translation>Arabellekleri filtrele…</translation>
    </message>
    <message>
        <source>Shows the buffers whose name, shape, op or type contains this text</source>
        <translation>Adı, şekli, işlemi veya türü bu metni içeren arabellekleri gösterir</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV Olarak Dışa Aktar…</translation>
    </message>
    <message>
        <source>Save the buffers at the peak, as listed, as a CSV file</source>
        <translation>Tepe noktasındaki arabellekleri listelendiği gibi bir CSV dosyasına kaydet</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Dışa aktar</translation>
    </message>
    <message>
        <source>Save as Graphviz DOT…</source>
        <translation>Graphviz DOT Olarak Kaydet…</translation>
    </message>
    <message>
        <source>This analysis has no DOT text (it was run without the Graphviz output).</source>
        <translation>Bu analizin DOT metni yok (Graphviz çıktısı olmadan çalıştırıldı).</translation>
    </message>
    <message>
        <source>No module is open.</source>
        <translation>Açık modül yok.</translation>
    </message>
    <message>
        <source>not known: XLA simulated no heap for this memory space, so there is no program order</source>
        <translation>bilinmiyor: XLA bu bellek alanı için yığın simüle etmedi, bu yüzden program sırası yok</translation>
    </message>
    <message>
        <source>Module Name: %1</source>
        <translation>Modül Adı: %1</translation>
    </message>
    <message>
        <source>Peak memory allocation: %1, %2 (with fragmentation)</source>
        <translation>En yüksek bellek ayırma: %1, %2 (parçalanmayla birlikte)</translation>
    </message>
    <message>
        <source>%1 total padding overhead</source>
        <translation>%1 toplam dolgu ek yükü</translation>
    </message>
    <message>
        <source>%1 total argument size</source>
        <translation>%1 toplam argüman boyutu</translation>
    </message>
    <message>
        <source>%1 stack simulated HLO temporary variables</source>
        <translation>%1 yığıtta simüle edilen HLO geçici değişkenleri</translation>
    </message>
    <message>
        <source>%1 HLO lifetime temporary variables with fragmentation (fragmentation %2%)</source>
        <translation>%1 parçalanmayla birlikte HLO yaşam süresi geçici değişkenleri (parçalanma %%2)</translation>
    </message>
    <message>
        <source>%1 max scoped VMEM allocation (%2)</source>
        <translation>%1 en fazla kapsamlı VMEM ayırması (%2)</translation>
    </message>
    <message>
        <source>Modifying your model&apos;s architecture, batch size and data dimensions may help reduce the memory footprint.</source>
        <translation>Modelinizin mimarisini, toplu iş boyutunu ve veri boyutlarını değiştirmek bellek ayak izini azaltmaya yardımcı olabilir.</translation>
    </message>
    <message>
        <source>There is no data to display for this memory space.</source>
        <translation>Bu bellek alanı için gösterilecek veri yok.</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Uyarı: %1</translation>
    </message>
    <message>
        <source>As XProf reports it:
%1</source>
        <translation>XProf&apos;un bildirdiği şekliyle:
%1</translation>
    </message>
    <message numerus="yes">
        <source>invalid regular expression (%1): %n plain-text match(es)</source>
        <translation>
            <numerusform>geçersiz düzenli ifade (%1): %n düz metin eşleşmesi</numerusform>
        </translation>
    </message>
    <message>
        <source>no matches</source>
        <translation>eşleşme yok</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n eşleşme</numerusform>
        </translation>
    </message>
    <message>
        <source>Memory Viewer Page</source>
        <translation>Bellek Görüntüleyici Sayfası</translation>
    </message>
    <message>
        <source>There is no analysis to export.</source>
        <translation>Dışa aktarılacak analiz yok.</translation>
    </message>
    <message>
        <source>allocation-timeline.dot was not written: the analysis has no DOT text (run it with the Graphviz output).</source>
        <translation>allocation-timeline.dot yazılmadı: analizin DOT metni yok (Graphviz çıktısıyla çalıştırın).</translation>
    </message>
    <message>
        <source>Export Buffers at the Peak</source>
        <translation>Tepe Noktasındaki Arabellekleri Dışa Aktar</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>CSV dosyası (*.csv)</translation>
    </message>
    <message>
        <source>Export Allocation Timeline</source>
        <translation>Ayırma Zaman Çizelgesini Dışa Aktar</translation>
    </message>
    <message>
        <source>Graphviz DOT (*.dot *.gv)</source>
        <translation>Graphviz DOT (*.dot *.gv)</translation>
    </message>
    <message>
        <source>Finding the buffers live at the peak and laying out the allocation timeline…</source>
        <translation>Zirvede canlı arabellekler bulunuyor ve ayırma zaman çizelgesi hazırlanıyor…</translation>
    </message>
    <message>
        <source>Buffers: %L1</source>
        <translation>Arabellekler: %L1</translation>
    </message>
    <message>
        <source>Buffers: %L1 of %L2</source>
        <translation>Arabellekler: %L1 / %L2</translation>
    </message>
    <message>
        <source>%1 total padding overhead, all of it in buffers smaller than %2 (lower &quot;Small buffers below&quot; to see them by padding)</source>
        <translation>%1 toplam dolgu ek yükü, tamamı %2 boyutundan küçük arabelleklerde (dolguya göre görmek için &quot;Küçük arabellek sınırı&quot; değerini düşürün)</translation>
    </message>
    <message>
        <source>Memory allocated after each allocation and free of the trace, with the peak marked. Drag across the chart to zoom into a range; hover an allocation below to see its lifetime here.</source>
        <translation>İzdeki her ayırma ve serbest bırakmadan sonra ayrılmış bellek, tepe noktası işaretli. Bir aralığa yakınlaştırmak için grafik üzerinde sürükleyin; ömrünü burada görmek için aşağıdaki bir ayırmanın üzerine gelin.</translation>
    </message>
    <message>
        <source>Allocations Live at the Peak</source>
        <translation>Tepe Noktasında Canlı Ayırmalar</translation>
    </message>
    <message>
        <source>Hover over an allocation for its details and stack; click or use the arrow keys to select one. An allocation has the same colour in every view; colours carry no meaning. Allocator rounding is the size minus what the program asked for.</source>
        <translation>Ayrıntıları ve yığını için bir ayırmanın üzerine gelin; seçmek için tıklayın veya ok tuşlarını kullanın. Bir ayırma her görünümde aynı renktedir; renklerin anlamı yoktur. Ayırıcı yuvarlaması, boyuttan programın istediğinin çıkarılmasıdır.</translation>
    </message>
    <message>
        <source>Allocations at the Peak</source>
        <translation>Tepe Noktasındaki Ayırmalar</translation>
    </message>
    <message>
        <source>Filter allocations…</source>
        <translation>Ayırmaları filtrele…</translation>
    </message>
    <message>
        <source>Shows the allocations whose frame, address, context or stream contains this text</source>
        <translation>Çerçevesi, adresi, bağlamı veya akışı bu metni içeren ayırmaları gösterir</translation>
    </message>
    <message>
        <source>Save the allocations at the peak, as listed, as a CSV file</source>
        <translation>Tepe noktasındaki ayırmaları listelendiği gibi CSV dosyası olarak kaydet</translation>
    </message>
    <message>
        <source>Allocations: %L1</source>
        <translation>Ayırmalar: %L1</translation>
    </message>
    <message>
        <source>Allocations: %L1 of %L2</source>
        <translation>Ayırmalar: %L1 / %L2</translation>
    </message>
    <message>
        <source>The Peak by Scope</source>
        <translation>Kapsama Göre Tepe</translation>
    </message>
    <message>
        <source>&amp;Group by:</source>
        <translation>&amp;Grupla:</translation>
    </message>
    <message>
        <source>Group the buffers by the framework&apos;s name scope (the op name split at &quot;/&quot;) or by the source line that made them (its stack, outermost first)</source>
        <translation>Arabellekleri framework ad kapsamına (&quot;/&quot; ile bölünmüş işlem adı) ya da onları oluşturan kaynak satırına (yığını, en dıştaki önce) göre grupla</translation>
    </message>
    <message>
        <source>Framework name scope</source>
        <translation>Framework ad kapsamı</translation>
    </message>
    <message>
        <source>Source line</source>
        <translation>Kaynak satırı</translation>
    </message>
    <message>
        <source>The buffers live at the peak as a tree: which scope or line holds the memory is the largest open path. Branches of a tenth of the peak or more are open; click a buffer to select it in every view.</source>
        <translation>Tepede canlı arabellekler bir ağaç olarak: belleği hangi kapsamın ya da satırın tuttuğu en büyük açık yoldur. Tepenin onda biri veya daha fazlası olan dallar açıktır; bir arabelleği her görünümde seçmek için tıklayın.</translation>
    </message>
    <message>
        <source>The peak by scope</source>
        <translation>Kapsama göre tepe</translation>
    </message>
    <message>
        <source>Scope, line or buffer</source>
        <translation>Kapsam, satır veya arabellek</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Boyut</translation>
    </message>
    <message>
        <source>Share of the peak</source>
        <translation>Tepedeki payı</translation>
    </message>
    <message>
        <source>Buffers</source>
        <translation>Arabellekler</translation>
    </message>
    <message>
        <source>(no framework op name)</source>
        <translation>(framework işlem adı yok)</translation>
    </message>
    <message>
        <source>(no source line)</source>
        <translation>(kaynak satırı yok)</translation>
    </message>
    <message>
        <source>(small buffers, grouped)</source>
        <translation>(küçük arabellekler, gruplanmış)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>… and %L1 smaller ones</source>
        <translation>… ve %L1 daha küçük</translation>
    </message>
    <message>
        <source>… and %L1 smaller buffers: the table lists them all</source>
        <translation>… ve %L1 daha küçük arabellek: tablo hepsini listeler</translation>
    </message>
</context>
<context>
    <name>memscope::MemoryViewerTool</name>
    <message>
        <source>This profile contains no XLA modules, so there is no compiler memory view.</source>
        <translation>Bu profil hiç XLA modülü içermiyor, bu yüzden derleyici bellek görünümü yok.</translation>
    </message>
    <message>
        <source>Analysing %1 (%2)…</source>
        <translation>%1 analiz ediliyor (%2)…</translation>
    </message>
    <message>
        <source>%1 — %2 — %3</source>
        <translation>%1 — %2 — %3</translation>
    </message>
    <message>
        <source>%1 cannot be analysed: %2</source>
        <translation>%1 analiz edilemiyor: %2</translation>
    </message>
    <message>
        <source>the module carries no buffer assignment to analyse</source>
        <translation>modül, çözümlenecek bir arabellek ataması taşımıyor</translation>
    </message>
    <message>
        <source>Finding the module with the largest HBM peak… %1 of %2 modules measured. Press Esc to show the largest so far.</source>
        <translation>En yüksek HBM tepesine sahip modül bulunuyor… %2 modülün %1 tanesi ölçüldü. Şimdiye kadarki en büyüğü göstermek için Esc tuşuna basın.</translation>
    </message>
    <message>
        <source>Finding the module with the largest HBM peak… Press Esc to show the largest so far.</source>
        <translation>En yüksek HBM tepesine sahip modül bulunuyor… Şimdiye kadarki en büyüğü göstermek için Esc tuşuna basın.</translation>
    </message>
</context>
<context>
    <name>memscope::MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>Dismiss message</source>
        <translation>İletiyi kapat</translation>
    </message>
</context>
<context>
    <name>memscope::ModuleListModel</name>
    <message>
        <source>The module carries no HloProto.</source>
        <translation>Modül HloProto içermiyor.</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
    <message>
        <source>error</source>
        <translation>hata</translation>
    </message>
    <message>
        <source>%1
from host %2</source>
        <translation>%1
ana makine: %2</translation>
    </message>
    <message>
        <source>Computing the HBM peak…</source>
        <translation>HBM tepesi hesaplanıyor…</translation>
    </message>
    <message>
        <source>HBM peak: %1 (%2 bytes)</source>
        <translation>HBM tepesi: %1 (%2 bayt)</translation>
    </message>
    <message>
        <source>The HBM peak could not be computed: %1</source>
        <translation>HBM tepesi hesaplanamadı: %1</translation>
    </message>
    <message>
        <source>Module</source>
        <translation>Modül</translation>
    </message>
    <message>
        <source>HBM peak</source>
        <translation>HBM tepesi</translation>
    </message>
</context>
<context>
    <name>memscope::OomReportTool</name>
    <message>
        <source>XLA out-of-memory report, %1</source>
        <translation>XLA bellek yetersizliği raporu, %1</translation>
    </message>
    <message>
        <source>What is missing from this report</source>
        <translation>Bu raporda eksik olanlar</translation>
    </message>
    <message>
        <source>What a report cannot tell (it is not a profile)</source>
        <translation>Bir raporun söyleyemedikleri (bir profil değildir)</translation>
    </message>
    <message>
        <source>This log holds several out-of-memory reports; choose one:</source>
        <translation>Bu günlükte birden fazla bellek yetersizliği raporu var; birini seçin:</translation>
    </message>
    <message>
        <source>Out-of-memory reports</source>
        <translation>Bellek yetersizliği raporları</translation>
    </message>
    <message>
        <source>Open a log that holds an XLA out-of-memory report, or paste one (Edit &gt; Paste).</source>
        <translation>XLA bellek yetersizliği raporu içeren bir günlük açın veya bir rapor yapıştırın (Düzen &gt; Yapıştır).</translation>
    </message>
    <message>
        <source>This input holds no XLA out-of-memory report.</source>
        <translation>Bu girdi XLA bellek yetersizliği raporu içermiyor.</translation>
    </message>
    <message>
        <source>not known: an out-of-memory report has no program order</source>
        <translation>bilinmiyor: bellek yetersizliği raporunda program sırası yoktur</translation>
    </message>
</context>
<context>
    <name>memscope::OverviewChart</name>
    <message>
        <source>Module execution time (in milliseconds)</source>
        <translation>Modül yürütme süresi (milisaniye)</translation>
    </message>
    <message>
        <source>Step Time (in milliseconds)</source>
        <translation>Adım Süresi (milisaniye)</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Adım %1</translation>
    </message>
    <message>
        <source>Step %1 (%2)</source>
        <translation>Adım %1 (%2)</translation>
    </message>
    <message>
        <source>%1, duration %2 ms
%3: %4 ms</source>
        <translation>%1, süre %2 ms
%3: %4 ms</translation>
    </message>
    <message>
        <source>Milliseconds</source>
        <translation>Milisaniye</translation>
    </message>
    <message>
        <source>Module execution</source>
        <translation>Modül yürütmesi</translation>
    </message>
    <message>
        <source>Step Number</source>
        <translation>Adım Numarası</translation>
    </message>
    <message>
        <source>Module execution (in time order)</source>
        <translation>Modül yürütmesi (zaman sırasıyla)</translation>
    </message>
    <message>
        <source>Step (in time order)</source>
        <translation>Adım (zaman sırasıyla)</translation>
    </message>
    <message>
        <source>Inference Session Latency at Percentile</source>
        <translation>Yüzdelik Dilimde Çıkarım Oturumu Gecikmesi</translation>
    </message>
    <message>
        <source>Host time (in ms)</source>
        <translation>Ana makine süresi (ms)</translation>
    </message>
    <message>
        <source>Device time (in ms)</source>
        <translation>Cihaz süresi (ms)</translation>
    </message>
    <message>
        <source>Host-device communication time (in ms)</source>
        <translation>Ana makine-cihaz iletişim süresi (ms)</translation>
    </message>
    <message>
        <source>%1: %2 ms in total
%3: %4 ms</source>
        <translation>%1: toplam %2 ms
%3: %4 ms</translation>
    </message>
    <message>
        <source>Percentile</source>
        <translation>Yüzdelik dilim</translation>
    </message>
    <message>
        <source>Session Latency Breakdown (ms)</source>
        <translation>Oturum Gecikmesi Dökümü (ms)</translation>
    </message>
    <message>
        <source>Module execution %1 (%2)</source>
        <translation>Modül yürütmesi %1 (%2)</translation>
    </message>
</context>
<context>
    <name>memscope::OverviewComparePage</name>
    <message>
        <source>Comparing…</source>
        <translation>Karşılaştırılıyor…</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Genel Bakış</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Overview Comparison</source>
        <translation>Genel Bakış Karşılaştırması</translation>
    </message>
</context>
<context>
    <name>memscope::OverviewPage</name>
    <message>
        <source>All Others Time</source>
        <translation>Diğer Tüm Süreler</translation>
    </message>
    <message>
        <source>Compilation Time</source>
        <translation>Derleme Süresi</translation>
    </message>
    <message>
        <source>Output Time</source>
        <translation>Çıktı Süresi</translation>
    </message>
    <message>
        <source>Input Time</source>
        <translation>Girdi Süresi</translation>
    </message>
    <message>
        <source>Kernel Launch Time</source>
        <translation>Çekirdek Başlatma Süresi</translation>
    </message>
    <message>
        <source>Host Compute Time</source>
        <translation>Ana Makine Hesaplama Süresi</translation>
    </message>
    <message>
        <source>Device Collective Communication Time</source>
        <translation>Cihaz Toplu İletişim Süresi</translation>
    </message>
    <message>
        <source>Device to Device Time</source>
        <translation>Cihazdan Cihaza Süre</translation>
    </message>
    <message>
        <source>Device Compute Time</source>
        <translation>Cihaz Hesaplama Süresi</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Performance Summary</source>
        <translation>Performans Özeti</translation>
    </message>
    <message>
        <source>Run Environment</source>
        <translation>Çalışma Ortamı</translation>
    </message>
    <message>
        <source>Step-time Graph</source>
        <translation>Adım Süresi Grafiği</translation>
    </message>
    <message>
        <source>Recommendations</source>
        <translation>Öneriler</translation>
    </message>
    <message>
        <source>Top %1 Device Ops by Self Time</source>
        <translation>Öz Süreye Göre İlk %1 Cihaz İşlemi</translation>
    </message>
    <message>
        <source>No profile is open.</source>
        <translation>Açık profil yok.</translation>
    </message>
    <message>
        <source>Inference Session Latency Breakdown</source>
        <translation>Çıkarım Oturumu Gecikme Dökümü</translation>
    </message>
    <message>
        <source>Sessions: %1; average session time %2.</source>
        <translation>Oturumlar: %1; ortalama oturum süresi %2.</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Module Execution Time Graph</source>
        <translation>Modül Yürütme Süresi Grafiği</translation>
    </message>
    <message>
        <source>lower is better.</source>
        <translation>düşük olması daha iyidir.</translation>
    </message>
    <message>
        <source>higher is better.</source>
        <translation>yüksek olması daha iyidir.</translation>
    </message>
    <message>
        <source>Average Session Time</source>
        <translation>Ortalama Oturum Süresi</translation>
    </message>
    <message>
        <source>Average Module Execution Time</source>
        <translation>Ortalama Modül Yürütme Süresi</translation>
    </message>
    <message>
        <source>Average Step Time</source>
        <translation>Ortalama Adım Süresi</translation>
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
        <translation>bilinmiyor</translation>
    </message>
    <message>
        <source>FLOPS Utilization</source>
        <translation>FLOPS Kullanımı</translation>
    </message>
    <message>
        <source>Utilization of TPU Matrix Units</source>
        <translation>TPU Matris Birimlerinin Kullanımı</translation>
    </message>
    <message>
        <source>Compared to Program&apos;s Optimal FLOPS</source>
        <translation>Programın Optimal FLOPS Değerine Göre</translation>
    </message>
    <message>
        <source>TPU Duty Cycle</source>
        <translation>TPU Görev Döngüsü</translation>
    </message>
    <message>
        <source>Percentage of the device time that is busy. Higher is better.</source>
        <translation>Cihaz süresinin meşgul geçen yüzdesi. Yüksek olması daha iyidir.</translation>
    </message>
    <message>
        <source>Memory Bandwidth Utilization</source>
        <translation>Bellek Bant Genişliği Kullanımı</translation>
    </message>
    <message>
        <source>HBM Utilization</source>
        <translation>HBM Kullanımı</translation>
    </message>
    <message>
        <source>Compared to Program&apos;s Optimal Bandwidth</source>
        <translation>Programın Optimal Bant Genişliğine Göre</translation>
    </message>
    <message>
        <source>Framework Op Placement</source>
        <translation>Framework İşlemi Yerleşimi</translation>
    </message>
    <message>
        <source>generally desired to have more ops on device (%1 on the host, %2 on the device)</source>
        <translation>genellikle işlemlerin daha fazlasının cihazda olması istenir (ana makinede %1, cihazda %2)</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Ana makine</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Cihaz</translation>
    </message>
    <message>
        <source>Op Time Spent on Eager Execution</source>
        <translation>Eager Yürütmede Harcanan İşlem Süresi</translation>
    </message>
    <message>
        <source>Device Compute Precisions</source>
        <translation>Cihaz Hesaplama Hassasiyetleri</translation>
    </message>
    <message>
        <source>out of total device compute time</source>
        <translation>toplam cihaz hesaplama süresi içinde</translation>
    </message>
    <message>
        <source>16-bit</source>
        <translation>16 bit</translation>
    </message>
    <message>
        <source>32-bit</source>
        <translation>32 bit</translation>
    </message>
    <message>
        <source>Other (integer, 8- and 64-bit)</source>
        <translation>Diğer (tamsayı, 8 ve 64 bit)</translation>
    </message>
    <message>
        <source>true</source>
        <translation>evet</translation>
    </message>
    <message>
        <source>false</source>
        <translation>hayır</translation>
    </message>
    <message>
        <source>Is training job</source>
        <translation>Eğitim işi mi</translation>
    </message>
    <message>
        <source>Number of Hosts used</source>
        <translation>Kullanılan ana makine sayısı</translation>
    </message>
    <message>
        <source>Device type</source>
        <translation>Cihaz türü</translation>
    </message>
    <message>
        <source>Number of device cores</source>
        <translation>Cihaz çekirdeği sayısı</translation>
    </message>
    <message>
        <source>Profile start time (UTC)</source>
        <translation>Profil başlangıç zamanı (UTC)</translation>
    </message>
    <message>
        <source>Profile duration</source>
        <translation>Profil süresi</translation>
    </message>
    <message>
        <source>Peak FLOP rate per core</source>
        <translation>Çekirdek başına en yüksek FLOP hızı</translation>
    </message>
    <message>
        <source>TFLOP/s</source>
        <translation>TFLOP/s</translation>
    </message>
    <message>
        <source>Peak HBM bandwidth per core</source>
        <translation>Çekirdek başına en yüksek HBM bant genişliği</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>Nothing stands out in this profile.</source>
        <translation>Bu profilde göze çarpan bir şey yok.</translation>
    </message>
    <message>
        <source>Top Device Ops</source>
        <translation>En Çok Süren Cihaz İşlemleri</translation>
    </message>
    <message>
        <source>Overview Page</source>
        <translation>Genel Bakış Sayfası</translation>
    </message>
    <message>
        <source>There is no overview to export.</source>
        <translation>Dışa aktarılacak genel bakış yok.</translation>
    </message>
    <message>
        <source>Save as CSV…</source>
        <translation>CSV Olarak Kaydet…</translation>
    </message>
    <message>
        <source>Export Top Device Ops</source>
        <translation>En Çok Süren Cihaz İşlemlerini Dışa Aktar</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>CSV dosyası (*.csv)</translation>
    </message>
    <message>
        <source>Measured FLOP rate per core</source>
        <translation>Çekirdek başına ölçülen FLOP hızı</translation>
    </message>
    <message>
        <source>GFLOP/s</source>
        <translation>GFLOP/s</translation>
    </message>
    <message>
        <source>Measured HBM bandwidth per core</source>
        <translation>Çekirdek başına ölçülen HBM bant genişliği</translation>
    </message>
</context>
<context>
    <name>memscope::OverviewTool</name>
    <message>
        <source>No profile is open.</source>
        <translation>Açık profil yok.</translation>
    </message>
    <message>
        <source>This input has no trace (it is not an XSpace), so there is no performance overview.</source>
        <translation>Bu girdinin izi yok (XSpace değil), bu yüzden performans genel bakışı yok.</translation>
    </message>
    <message>
        <source>Computing the overview…</source>
        <translation>Genel bakış hesaplanıyor…</translation>
    </message>
</context>
<context>
    <name>memscope::OverviewTopOpsModel</name>
    <message>
        <source>n/a</source>
        <translation>yok</translation>
    </message>
    <message>
        <source>Framework op: %1</source>
        <translation>Framework işlemi: %1</translation>
    </message>
    <message>
        <source>Time (%)</source>
        <translation>Süre (%)</translation>
    </message>
    <message>
        <source>Cumulative (%)</source>
        <translation>Kümülatif (%)</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Kategori</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>İşlem</translation>
    </message>
    <message>
        <source>Occurrences</source>
        <translation>Tekrar sayısı</translation>
    </message>
    <message>
        <source>Self time (ms)</source>
        <translation>Öz süre (ms)</translation>
    </message>
    <message>
        <source>FLOP rate (GFLOP/s)</source>
        <translation>FLOP hızı (GFLOP/s)</translation>
    </message>
    <message>
        <source>Bytes accessed</source>
        <translation>Erişilen bayt</translation>
    </message>
</context>
<context>
    <name>memscope::PeakBufferModel</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bayt</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Ad</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Boyut</translation>
    </message>
    <message>
        <source>Unpadded size</source>
        <translation>Dolgusuz boyut</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>Dolgu</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Şekil</translation>
    </message>
    <message>
        <source>Framework op</source>
        <translation>Framework işlemi</translation>
    </message>
    <message>
        <source>Opcode</source>
        <translation>Opcode</translation>
    </message>
    <message>
        <source>Allocation type</source>
        <translation>Ayırma türü</translation>
    </message>
    <message>
        <source>Allocated at</source>
        <translation>Ayrılma anı</translation>
    </message>
    <message>
        <source>Freed at</source>
        <translation>Serbest bırakılma anı</translation>
    </message>
    <message>
        <source>Allocated by</source>
        <translation>Ayıran</translation>
    </message>
    <message>
        <source>Requested size</source>
        <translation>İstenen boyut</translation>
    </message>
    <message>
        <source>Rounding</source>
        <translation>Yuvarlama</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adres</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Bağlam</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>Akış</translation>
    </message>
    <message>
        <source>Allocated after action</source>
        <translation>Ayrıldığı eylem</translation>
    </message>
    <message>
        <source>Freed after action</source>
        <translation>Serbest bırakıldığı eylem</translation>
    </message>
</context>
<context>
    <name>memscope::ProfileDocument</name>
    <message>
        <source>There is no module named &apos;%1&apos;; showing the module with the largest HBM peak.</source>
        <translation>&apos;%1&apos; adlı modül yok; en yüksek HBM tepesine sahip modül gösteriliyor.</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 (loading)</source>
        <translation>%1 (yükleniyor)</translation>
    </message>
    <message>
        <source>Still reading %1: what is shown is the part read so far</source>
        <translation>%1 hâlâ okunuyor: gösterilen, şimdiye dek okunan kısım</translation>
    </message>
</context>
<context>
    <name>memscope::ProgramOrderChart</name>
    <message>
        <source>Memory Allocation Size vs Program Order</source>
        <translation>Program Sırasına Göre Bellek Ayırma Boyutu</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Boyut</translation>
    </message>
    <message>
        <source>Unpadded Size</source>
        <translation>Dolgusuz Boyut</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Tepe</translation>
    </message>
    <message>
        <source>Program order (position in the HLO schedule, not time)</source>
        <translation>Program sırası (HLO zamanlamasındaki konum, zaman değil)</translation>
    </message>
    <message>
        <source>Allocated heap size (%1)</source>
        <translation>Ayrılan yığın boyutu (%1)</translation>
    </message>
    <message>
        <source>Peak: %1 at program order %2</source>
        <translation>Tepe: %1, program sırası %2</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>yok</translation>
    </message>
    <message>
        <source>Program order: %1
Size: %2
Unpadded size: %3
HLO instruction: %4</source>
        <translation>Program sırası: %1
Boyut: %2
Dolgusuz boyut: %3
HLO komutu: %4</translation>
    </message>
    <message>
        <source>(end of program)</source>
        <translation>(program sonu)</translation>
    </message>
    <message>
        <source>Allocated Memory vs Allocator Actions</source>
        <translation>Ayrılmış Bellek ve Ayırıcı Eylemleri</translation>
    </message>
    <message>
        <source>Allocated</source>
        <translation>Ayrılmış</translation>
    </message>
    <message>
        <source>Allocator actions (allocations and frees in trace order, not time)</source>
        <translation>Ayırıcı eylemleri (iz sırasına göre ayırmalar ve serbest bırakmalar, zaman değil)</translation>
    </message>
    <message>
        <source>Allocated memory (%1)</source>
        <translation>Ayrılmış bellek (%1)</translation>
    </message>
    <message>
        <source>Peak: %1 after action %2</source>
        <translation>Tepe: %2. eylemden sonra %1</translation>
    </message>
    <message>
        <source>Start of the trace
Allocated: %1</source>
        <translation>İzin başlangıcı
Ayrılmış: %1</translation>
    </message>
    <message>
        <source>After action %1
Allocated: %2
The action&apos;s allocation: %3</source>
        <translation>%1. eylemden sonra
Ayrılmış: %2
Eylemin ayırması: %3</translation>
    </message>
    <message>
        <source>(no frames recorded)</source>
        <translation>(çerçeve kaydedilmemiş)</translation>
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
değiştirilme: %2
%n ana makine</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>memscope::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ayarlar</translation>
    </message>
    <message>
        <source>Memory Viewer</source>
        <translation>Bellek Görüntüleyici</translation>
    </message>
    <message>
        <source>Default &amp;small-buffer threshold:</source>
        <translation>Varsayılan &amp;küçük arabellek sınırı:</translation>
    </message>
    <message>
        <source>Buffers smaller than this are grouped into one &quot;small&quot; entry in the buffer views. None shows every buffer.</source>
        <translation>Bundan küçük arabellekler, arabellek görünümlerinde tek bir &quot;küçük&quot; girdide toplanır. Hiçbiri, her arabelleği gösterir.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Hiçbiri</translation>
    </message>
    <message>
        <source> KiB</source>
        <translation> KiB</translation>
    </message>
    <message>
        <source>Profiles opened from now on start with this threshold; the sidebar changes it for one profile.</source>
        <translation>Bundan sonra açılan profiller bu sınırla başlar; kenar çubuğu bunu tek bir profil için değiştirir.</translation>
    </message>
    <message>
        <source>Sizes</source>
        <translation>Boyutlar</translation>
    </message>
    <message>
        <source>&amp;Binary units: KiB, MiB, GiB (1024 bytes), as XProf shows them</source>
        <translation>İkili &amp;birimler: KiB, MiB, GiB (1024 bayt), XProf&apos;un gösterdiği gibi</translation>
    </message>
    <message>
        <source>&amp;Decimal units: kB, MB, GB (1000 bytes)</source>
        <translation>&amp;Ondalık birimler: kB, MB, GB (1000 bayt)</translation>
    </message>
    <message>
        <source>Appearance</source>
        <translation>Görünüm</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>Tema:</translation>
    </message>
    <message>
        <source>S&amp;ystem</source>
        <translation>&amp;Sistem</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Açık</translation>
    </message>
    <message>
        <source>D&amp;ark</source>
        <translation>Ko&amp;yu</translation>
    </message>
    <message>
        <source>La&amp;nguage:</source>
        <translation>&amp;Dil:</translation>
    </message>
    <message>
        <source>The language applies the next time Memscope starts.</source>
        <translation>Dil, Memscope bir sonraki başlatıldığında uygulanır.</translation>
    </message>
</context>
<context>
    <name>memscope::ShareRows</name>
    <message>
        <source>%1%</source>
        <translation>%%1</translation>
    </message>
</context>
<context>
    <name>memscope::Sidebar</name>
    <message>
        <source>Runs of the trace folder, newest first. Activate a run to load it.</source>
        <translation>İz klasörünün çalıştırmaları, en yenisi önce. Yüklemek için bir çalıştırmayı etkinleştirin.</translation>
    </message>
    <message>
        <source>&amp;Runs and hosts</source>
        <translation>Ça&amp;lıştırmalar ve ana makineler</translation>
    </message>
    <message>
        <source>Filter modules</source>
        <translation>Modülleri filtrele</translation>
    </message>
    <message>
        <source>&amp;Modules</source>
        <translation>&amp;Modüller</translation>
    </message>
    <message>
        <source>The memory the compiler assigned the buffers to. Types the module does not use are disabled.</source>
        <translation>Derleyicinin arabellekleri atadığı bellek. Modülün kullanmadığı türler devre dışıdır.</translation>
    </message>
    <message>
        <source> KiB</source>
        <translation> KiB</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Hiçbiri</translation>
    </message>
    <message>
        <source>Buffers smaller than this are grouped into one &quot;small&quot; entry in the buffer views. None shows every buffer.</source>
        <translation>Bundan küçük arabellekler, arabellek görünümlerinde tek bir &quot;küçük&quot; girişte toplanır. Hiçbiri seçeneği tüm arabellekleri gösterir.</translation>
    </message>
    <message>
        <source>Memory &amp;type:</source>
        <translation>Bellek &amp;türü:</translation>
    </message>
    <message>
        <source>&amp;Small buffers below:</source>
        <translation>&amp;Küçük arabellek sınırı:</translation>
    </message>
    <message>
        <source>&amp;Modules (%1)</source>
        <translation>&amp;Modüller (%1)</translation>
    </message>
    <message>
        <source>&amp;Modules (%1 of %2)</source>
        <translation>&amp;Modüller (%1 / %2)</translation>
    </message>
</context>
<context>
    <name>memscope::SnapshotComparePage</name>
    <message>
        <source>Comparing…</source>
        <translation>Karşılaştırılıyor…</translation>
    </message>
    <message>
        <source>&amp;Device:</source>
        <translation>&amp;Cihaz:</translation>
    </message>
    <message>
        <source>The CUDA device compared: every device with a trace or segments in either snapshot</source>
        <translation>Karşılaştırılan CUDA aygıtı: iki anlık görüntüden birinde izi veya segmentleri olan her aygıt</translation>
    </message>
    <message>
        <source>Snapshot figures</source>
        <translation>Anlık görüntü değerleri</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Değer</translation>
    </message>
    <message>
        <source>Live at the peak by call stack, matched by their frames (name, file and line), largest change first. Expand a row for its stack.</source>
        <translation>Tepede canlı olanlar çağrı yığınına göre, çerçeveleriyle (ad, dosya ve satır) eşleştirilmiş, en büyük değişim önce. Yığınını görmek için bir satırı genişletin.</translation>
    </message>
    <message>
        <source>Live at the peak by call stack</source>
        <translation>Tepede canlı olanlar, çağrı yığınına göre</translation>
    </message>
    <message>
        <source>Call stack (innermost frame)</source>
        <translation>Çağrı yığını (en içteki çerçeve)</translation>
    </message>
    <message>
        <source>cuda:%1</source>
        <translation>cuda:%1</translation>
    </message>
    <message>
        <source>%1 (only in B)</source>
        <translation>%1 (yalnızca B&apos;de)</translation>
    </message>
    <message>
        <source>%1 (only in A)</source>
        <translation>%1 (yalnızca A&apos;da)</translation>
    </message>
    <message>
        <source>(no frames recorded)</source>
        <translation>(çerçeve kaydedilmemiş)</translation>
    </message>
    <message>
        <source>%1 — %L2 → %L3 allocations</source>
        <translation>%1 — %L2 → %L3 ayırma</translation>
    </message>
    <message>
        <source>… and %L1 more stacks: the CSV export lists them all</source>
        <translation>… ve %L1 yığın daha: CSV dışa aktarımı hepsini listeler</translation>
    </message>
    <message>
        <source>Snapshot Comparison</source>
        <translation>Anlık Görüntü Karşılaştırması</translation>
    </message>
</context>
<context>
    <name>memscope::SnapshotTool</name>
    <message>
        <source>&amp;Device:</source>
        <translation>&amp;Cihaz:</translation>
    </message>
    <message>
        <source>The CUDA device whose allocations are shown: every device with a trace or with segments in the snapshot</source>
        <translation>Ayırmaları gösterilen CUDA cihazı: anlık görüntüde izi veya segmentleri olan her cihaz</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Tepe</translation>
    </message>
    <message>
        <source>Active Memory Timeline</source>
        <translation>Etkin Bellek Zaman Çizelgesi</translation>
    </message>
    <message>
        <source>Every allocation of the trace, stacked in the order it became live (those made before the trace at the bottom); when one is freed, those above it drop. Hover a band for the allocation, click to pin it in the details; the wheel zooms, a drag pans, a double-click or Esc shows the whole trace.</source>
        <translation>İzdeki her ayırma, canlı hale geldiği sırayla üst üste (izden önce ayrılanlar en altta); biri serbest bırakılınca üstündekiler aşağı iner. Ayırmayı görmek için bir bandın üzerine gelin, ayrıntılara sabitlemek için tıklayın; tekerlek yakınlaştırır, sürükleme kaydırır, çift tıklama veya Esc tüm izi gösterir.</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Bulgular</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Bulgu</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Boyut</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Ne zaman</translation>
    </message>
    <message>
        <source>Allocator State</source>
        <translation>Ayırıcı Durumu</translation>
    </message>
    <message>
        <source>Segments</source>
        <translation>Segmentler</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adres</translation>
    </message>
    <message>
        <source>Allocated</source>
        <translation>Ayrılmış</translation>
    </message>
    <message>
        <source>Inactive</source>
        <translation>Etkin olmayan</translation>
    </message>
    <message>
        <source>State or stream</source>
        <translation>Durum veya akış</translation>
    </message>
    <message>
        <source>Allocated by</source>
        <translation>Ayıran</translation>
    </message>
    <message numerus="yes">
        <source>(%n C++ frame(s) folded)</source>
        <translation>
            <numerusform>(%n C++ çerçevesi katlandı)</numerusform>
        </translation>
    </message>
    <message>
        <source>(no frames recorded)</source>
        <translation>(çerçeve kaydedilmemiş)</translation>
    </message>
    <message>
        <source>Open a PyTorch memory snapshot (torch.cuda.memory._dump_snapshot) to see its allocations.</source>
        <translation>Ayırmalarını görmek için bir PyTorch bellek anlık görüntüsü (torch.cuda.memory._dump_snapshot) açın.</translation>
    </message>
    <message>
        <source>No snapshot is open.</source>
        <translation>Açık anlık görüntü yok.</translation>
    </message>
    <message>
        <source>cuda:%1</source>
        <translation>cuda:%1</translation>
    </message>
    <message>
        <source>This snapshot records no device: it has neither a trace nor segments.</source>
        <translation>Bu anlık görüntü hiçbir cihaz kaydetmiyor: ne izi ne de segmenti var.</translation>
    </message>
    <message>
        <source>Analysing cuda:%1…</source>
        <translation>cuda:%1 analiz ediliyor…</translation>
    </message>
    <message>
        <source>%1 — cuda:%2</source>
        <translation>%1 — cuda:%2</translation>
    </message>
    <message>
        <source>Hover an allocation to see it here.</source>
        <translation>Burada görmek için bir ayırmanın üzerine gelin.</translation>
    </message>
    <message>
        <source>%1 (requested %2)</source>
        <translation>%1 (istenen %2)</translation>
    </message>
    <message>
        <source>never freed in the trace</source>
        <translation>izde hiç serbest bırakılmadı</translation>
    </message>
    <message>
        <source>%1 — %2 at %3, stream %4; allocated %5, freed: %6
%7</source>
        <translation>%1 — %2, %3 adresinde, akış %4; ayrıldı: %5, serbest bırakıldı: %6
%7</translation>
    </message>
    <message>
        <source>at the start of the trace</source>
        <translation>izin başlangıcında</translation>
    </message>
    <message>
        <source>after action %1</source>
        <translation>%1. eylemden sonra</translation>
    </message>
    <message>
        <source>after action %1 (+%2 ms)</source>
        <translation>%1. eylemden sonra (+%2 ms)</translation>
    </message>
    <message>
        <source>PyTorch memory snapshot %1, device cuda:%2</source>
        <translation>PyTorch bellek anlık görüntüsü %1, cihaz cuda:%2</translation>
    </message>
    <message>
        <source>Peak: %1 allocated %2, %L3 allocations live</source>
        <translation>Tepe: %2 %1 ayrılmış, %L3 ayırma canlı</translation>
    </message>
    <message>
        <source>Trace: %L1 events, %L2 allocations; live at its start %3 (%L4 allocations made before it), at its end %5 (%L6)</source>
        <translation>İz: %L1 olay, %L2 ayırma; başlangıcında canlı %3 (izden önce yapılmış %L4 ayırma), sonunda %5 (%L6)</translation>
    </message>
    <message>
        <source>Reserved by the caching allocator when the snapshot was taken: %1 in %L2 segments; in them %3 allocated, %4 pending free, %5 inactive (fragmentation)</source>
        <translation>Anlık görüntü alındığında önbellekli ayırıcının ayırdığı: %L2 segmentte %1; bunlarda %3 ayrılmış, %4 serbest bırakılmayı bekliyor, %5 etkin değil (parçalanma)</translation>
    </message>
    <message>
        <source>Never freed in the trace: none.</source>
        <translation>İzde hiç serbest bırakılmayan: yok.</translation>
    </message>
    <message>
        <source>Never freed in the trace: %L1 allocations, %2 (see Findings).</source>
        <translation>İzde hiç serbest bırakılmayan: %L1 ayırma, %2 (Bulgular&apos;a bakın).</translation>
    </message>
    <message numerus="yes">
        <source>Out of memory: %n event(s) (see Findings).</source>
        <translation>
            <numerusform>Bellek yetersiz: %n olay (Bulgular&apos;a bakın).</numerusform>
        </translation>
    </message>
    <message>
        <source>This file records no times: actions are in event order.</source>
        <translation>Bu dosya zaman kaydetmiyor: eylemler olay sırasında.</translation>
    </message>
    <message>
        <source>Out of memory: none</source>
        <translation>Bellek yetersizliği: yok</translation>
    </message>
    <message numerus="yes">
        <source>Out of memory: %n event(s)</source>
        <translation>
            <numerusform>Bellek yetersiz: %n olay</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 requested; %2 free on the device; %3 allocated then</source>
        <translation>%1 istendi; cihazda %2 boş; o anda %3 ayrılmış</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>bilinmiyor</translation>
    </message>
    <message>
        <source>Never freed in the trace: none</source>
        <translation>İzde hiç serbest bırakılmayan: yok</translation>
    </message>
    <message>
        <source>Never freed in the trace: %L1 allocations, %2</source>
        <translation>İzde hiç serbest bırakılmayan: %L1 ayırma, %2</translation>
    </message>
    <message>
        <source>… and %L1 smaller ones: memscope-report torch-snapshot --top N lists them all</source>
        <translation>… ve %L1 daha küçüğü: memscope-report torch-snapshot --top N hepsini listeler</translation>
    </message>
    <message>
        <source>By Source Line</source>
        <translation>Kaynak Satırına Göre</translation>
    </message>
    <message>
        <source>Frame</source>
        <translation>Çerçeve</translation>
    </message>
    <message>
        <source>Allocations</source>
        <translation>Ayırmalar</translation>
    </message>
    <message>
        <source>before the trace</source>
        <translation>izden önce</translation>
    </message>
    <message>
        <source>The caching allocator&apos;s segments and their blocks at any point of the trace: allocated, freed but waiting for a stream (pending free), and inactive (cached but unused: fragmentation). Move the slider, or click a timeline, to choose the point; hover a block for its stack.</source>
        <translation>Önbellekli ayırıcının segmentleri ve blokları, izin herhangi bir noktasında: tahsisli, serbest bırakılmış ama bir akışı bekleyen ve etkin olmayan (önbellekte ama kullanılmayan: parçalanma). Noktayı seçmek için kaydırıcıyı oynatın ya da bir zaman çizelgesine tıklayın; yığını için bir bloğun üzerine gelin.</translation>
    </message>
    <message>
        <source>&amp;Point of the trace:</source>
        <translation>İzin &amp;noktası:</translation>
    </message>
    <message>
        <source>The number of the device&apos;s trace events that have happened: the left end is before the first, the right end when the snapshot was taken</source>
        <translation>Cihazın gerçekleşmiş iz olaylarının sayısı: sol uç ilkinden önce, sağ uç anlık görüntünün alındığı an</translation>
    </message>
    <message>
        <source>Point of the trace</source>
        <translation>İzin noktası</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Başlangıç</translation>
    </message>
    <message>
        <source>Before the trace&apos;s first event</source>
        <translation>İzin ilk olayından önce</translation>
    </message>
    <message>
        <source>P&amp;eak</source>
        <translation>T&amp;epe</translation>
    </message>
    <message>
        <source>Just after the action that reaches the peak of allocated memory</source>
        <translation>Ayrılmış belleğin tepesine ulaşan eylemin hemen ardından</translation>
    </message>
    <message>
        <source>E&amp;nd</source>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <source>When the snapshot was taken</source>
        <translation>Anlık görüntünün alındığı an</translation>
    </message>
    <message>
        <source>Segments and blocks</source>
        <translation>Segmentler ve bloklar</translation>
    </message>
    <message>
        <source>Cached Segment Timeline</source>
        <translation>Önbellekli Segment Zaman Çizelgesi</translation>
    </message>
    <message>
        <source>Memory reserved by the caching allocator over the trace: every segment a band, stacked in the order it was reserved (those reserved before the trace at the bottom); when one is released, those above it drop. Hover a band for the segment; the wheel zooms, a drag pans, a double-click or Esc shows the whole trace.</source>
        <translation>İz boyunca önbellekli ayırıcının ayırdığı bellek: her segment bir bant, ayrıldığı sırayla üst üste (izden önce ayrılanlar en altta); biri bırakılınca üstündekiler aşağı iner. Segment için bir bandın üzerine gelin; tekerlek yakınlaştırır, sürükleme kaydırır, çift tıklama veya Esc tüm izi gösterir.</translation>
    </message>
    <message>
        <source>Hover a segment to see it here.</source>
        <translation>Burada görmek için bir segmentin üzerine gelin.</translation>
    </message>
    <message>
        <source>Reconstructing the state %1…</source>
        <translation>Durum yeniden kuruluyor: %1…</translation>
    </message>
    <message>
        <source>before the trace&apos;s first event</source>
        <translation>izin ilk olayından önce</translation>
    </message>
    <message>
        <source>after event %1 of %2</source>
        <translation>%2 olaydan %1. olaydan sonra</translation>
    </message>
    <message>
        <source>%1 (+%2 ms)</source>
        <translation>%1 (+%2 ms)</translation>
    </message>
    <message>
        <source>%1: reserved %2 in %3 segments; allocated %4 in %5 blocks, %6 more by rounding; pending free %7 in %8 blocks; inactive %9, the largest free range %10</source>
        <translation>%1: %3 segmentte %2 ayrılmış; %5 blokta %4 tahsisli, yuvarlamayla %6 fazla; serbest bırakılmayı bekleyen %8 blokta %7; etkin olmayan %9, en büyük boş aralık %10</translation>
    </message>
    <message numerus="yes">
        <source>; %n block(s) in no segment (the trace does not hold the events that made their segments)</source>
        <translation>
            <numerusform>; hiçbir segmentte olmayan %n blok (iz, segmentlerini oluşturan olayları tutmuyor)</numerusform>
        </translation>
    </message>
    <message>
        <source>Hover a block to see it here; click it to find it in the list.</source>
        <translation>Burada görmek için bir bloğun üzerine gelin; listede bulmak için tıklayın.</translation>
    </message>
    <message>
        <source>segment %1 of %2, stream %3</source>
        <translation>segment %1, %2, akış %3</translation>
    </message>
    <message>
        <source>Block %1 — %2, allocated; in %3</source>
        <translation>Blok %1 — %2, tahsisli; %3 içinde</translation>
    </message>
    <message>
        <source>Block %1 — %2, freed and awaiting its stream; in %3</source>
        <translation>Blok %1 — %2, serbest bırakıldı, akışını bekliyor; %3 içinde</translation>
    </message>
    <message>
        <source>Inactive space of %1: cached by the allocator, allocated by no one</source>
        <translation>%1 içindeki etkin olmayan alan: ayırıcı önbelleğinde, kimseye tahsisli değil</translation>
    </message>
    <message>
        <source>still reserved when the snapshot was taken</source>
        <translation>anlık görüntü alındığında hâlâ ayrılmış</translation>
    </message>
    <message>
        <source>Segment %1 — %2, stream %3; reserved %4; released: %5</source>
        <translation>Segment %1 — %2, akış %3; ayrıldı: %4; bırakıldı: %5</translation>
    </message>
    <message>
        <source>stream %1</source>
        <translation>akış %1</translation>
    </message>
    <message>
        <source>What the trace leaves behind: every out-of-memory event with what was live then, allocations made in it and never freed (leak candidates, largest first), and whether memory grows from one iteration of the loop to the next, with the stacks that hold the growth. Expand a row for its stack.</source>
        <translation>İzin geride bıraktıkları: her bellek yetersizliği olayı ve o anda canlı olanlar, izde yapılıp hiç serbest bırakılmayan ayırmalar (sızıntı adayları, en büyük önce) ve belleğin döngünün bir yinelemesinden diğerine büyüyüp büyümediği, büyümeyi tutan yığınlarla. Yığınını görmek için bir satırı genişletin.</translation>
    </message>
    <message>
        <source>Memory grows from one iteration to the next: %1 over %L2 iterations (see Findings).</source>
        <translation>Bellek bir yinelemeden diğerine büyüyor: %L2 yineleme boyunca %1 (Bulgular&apos;a bakın).</translation>
    </message>
    <message>
        <source>Growth from one iteration to the next: no iterations found (no annotation starts twice and the allocations do not repeat evenly)</source>
        <translation>Bir yinelemeden diğerine büyüme: yineleme bulunamadı (hiçbir açıklama iki kez başlamıyor ve ayırmalar düzenli olarak tekrarlanmıyor)</translation>
    </message>
    <message>
        <source>Memory grows from one iteration to the next: %1 over %L2 iterations, rising in %L3 of %L4 steps</source>
        <translation>Bellek bir yinelemeden diğerine büyüyor: %L2 yineleme boyunca %1, %L4 adımın %L3 tanesinde artış</translation>
    </message>
    <message>
        <source>Each starts at the annotation %1</source>
        <translation>Her biri %1 açıklamasında başlar</translation>
    </message>
    <message>
        <source>Each starts with an allocation at %1 (what follows repeats)</source>
        <translation>Her biri %1 konumundaki bir ayırmayla başlar (ardından gelenler tekrarlanır)</translation>
    </message>
    <message>
        <source>Live when each iteration starts</source>
        <translation>Her yineleme başladığında canlı olan</translation>
    </message>
    <message>
        <source>Iteration %L1</source>
        <translation>Yineleme %L1</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n more allocation(s) live)</source>
        <translation>
            <numerusform>%1 (%n ayırma daha canlı)</numerusform>
        </translation>
    </message>
    <message>
        <source>Growth from one iteration to the next: none over %L1 iterations (%2 from the second&apos;s start to the last&apos;s; the first sets up what a loop keeps)</source>
        <translation>Bir yinelemeden diğerine büyüme: %L1 yineleme boyunca yok (ikincinin başından sonuncunun başına %2; ilki döngünün tuttuklarını kurar)</translation>
    </message>
    <message>
        <source>Growth from one iteration to the next: none over %L1 iterations (%2 from the first&apos;s start to the last&apos;s)</source>
        <translation>Bir yinelemeden diğerine büyüme: %L1 yineleme boyunca yok (ilkinin başından sonuncunun başına %2)</translation>
    </message>
    <message>
        <source>What grew from the second iteration&apos;s start to the last&apos;s, by stack</source>
        <translation>İkinci yinelemenin başından sonuncunun başına büyüyenler, yığına göre</translation>
    </message>
    <message>
        <source>Export the timelines and the allocator&apos;s state as images, and the tables as CSV</source>
        <translation>Zaman çizelgelerini ve ayırıcının durumunu görüntü, tabloları CSV olarak dışa aktar</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Dışa aktar</translation>
    </message>
    <message>
        <source>%1 as CSV…</source>
        <translation>CSV olarak %1…</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>Dışa aktar: %1</translation>
    </message>
    <message>
        <source>CSV file (*.csv)</source>
        <translation>CSV dosyası (*.csv)</translation>
    </message>
    <message>
        <source>Allocator State, %1</source>
        <translation>Ayırıcı Durumu, %1</translation>
    </message>
    <message>
        <source>Segments and Blocks</source>
        <translation>Segmentler ve Bloklar</translation>
    </message>
    <message>
        <source>The allocations live at the peak, or at the point chosen in Allocator State (or by clicking a timeline), grouped by their stack, outermost frame first: each row holds what was allocated through that line. The largest branches are open.</source>
        <translation>Tepede ya da Ayırıcı Durumu&apos;nda (veya bir zaman çizelgesine tıklanarak) seçilen noktada canlı ayırmalar, yığınlarına göre gruplanmış, en dıştaki çerçeve önce: her satır o satır üzerinden ayrılanları tutar. En büyük dallar açıktır.</translation>
    </message>
    <message>
        <source>&amp;Live:</source>
        <translation>&amp;Canlı:</translation>
    </message>
    <message>
        <source>At the peak</source>
        <translation>Tepede</translation>
    </message>
    <message>
        <source>At the chosen point</source>
        <translation>Seçilen noktada</translation>
    </message>
    <message>
        <source>Memory by source line</source>
        <translation>Kaynak satırına göre bellek</translation>
    </message>
    <message>
        <source>Share of what is live</source>
        <translation>Canlı olanın payı</translation>
    </message>
    <message>
        <source>Live at the peak, %1</source>
        <translation>Tepede canlı, %1</translation>
    </message>
    <message>
        <source>Live %1</source>
        <translation>Canlı: %1</translation>
    </message>
    <message>
        <source>All streams</source>
        <translation>Tüm akışlar</translation>
    </message>
    <message>
        <source>0 (the default stream)</source>
        <translation>0 (varsayılan akış)</translation>
    </message>
    <message>
        <source>PyTorch memory snapshot %1, device cuda:%2, stream %3 only</source>
        <translation>PyTorch bellek anlık görüntüsü %1, aygıt cuda:%2, yalnızca akış %3</translation>
    </message>
    <message>
        <source>St&amp;ream:</source>
        <translation>A&amp;kış:</translation>
    </message>
    <message>
        <source>Only the allocations and segments of one CUDA stream, or all of them</source>
        <translation>Yalnızca bir CUDA akışının ayırmaları ve segmentleri ya da hepsi</translation>
    </message>
    <message>
        <source>The peak, the findings and the allocator&apos;s state follow once the whole file is read; the Active Memory Timeline shows the %1 trace events of cuda:%2 read so far.</source>
        <translation>Tepe, bulgular ve ayırıcının durumu dosyanın tamamı okununca gelir; Etkin Bellek Zaman Çizelgesi cuda:%2 için şimdiye dek okunan %1 iz olayını gösteriyor.</translation>
    </message>
    <message>
        <source>The first %1 trace events of cuda:%2, read so far: the rest of the file follows. Hover an allocation to see it here.</source>
        <translation>cuda:%2 için şimdiye dek okunan ilk %1 iz olayı: dosyanın geri kalanı geliyor. Burada görmek için bir ayırmanın üzerine gelin.</translation>
    </message>
    <message>
        <source>not in what is read so far</source>
        <translation>şimdiye dek okunan kısımda değil</translation>
    </message>
</context>
<context>
    <name>memscope::StartPage</name>
    <message>
        <source>&amp;Open Profile…</source>
        <translation>&amp;Profil Aç…</translation>
    </message>
    <message>
        <source>Open &amp;Trace Folder…</source>
        <translation>İz Klasö&amp;rü Aç…</translation>
    </message>
    <message>
        <source>Memscope</source>
        <translation>Memscope</translation>
    </message>
    <message>
        <source>See where accelerator memory goes: open an XProf profile (&lt;i&gt;*.xplane.pb&lt;/i&gt;, &lt;i&gt;*.xplane.pb.gz&lt;/i&gt;), a TensorBoard trace folder or an XLA HloProto dump (&lt;i&gt;*.hlo.pb&lt;/i&gt;, text or JSON).</source>
        <translation>Hızlandırıcı belleğinin nereye gittiğini görün: bir XProf profili (&lt;i&gt;*.xplane.pb&lt;/i&gt;, &lt;i&gt;*.xplane.pb.gz&lt;/i&gt;), bir TensorBoard iz klasörü veya bir XLA HloProto dökümü (&lt;i&gt;*.hlo.pb&lt;/i&gt;, metin veya JSON) açın.</translation>
    </message>
    <message>
        <source>…or drop files and trace folders anywhere on this window.</source>
        <translation>…ya da dosyaları ve iz klasörlerini bu pencerenin herhangi bir yerine bırakın.</translation>
    </message>
    <message>
        <source>&amp;Recent profiles</source>
        <translation>&amp;Son profiller</translation>
    </message>
    <message>
        <source>%1  —  %2</source>
        <translation>%1  —  %2</translation>
    </message>
    <message>
        <source>%1 (no longer exists)</source>
        <translation>%1 (artık mevcut değil)</translation>
    </message>
</context>
<context>
    <name>memscope::TracePage</name>
    <message>
        <source>binary data, %1</source>
        <translation>ikili veri, %1</translation>
    </message>
    <message>
        <source>Regular expression</source>
        <translation>Düzenli ifade</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV Olarak Dışa Aktar…</translation>
    </message>
    <message>
        <source>Search all events (name or long name)</source>
        <translation>Tüm olaylarda ara (ad veya uzun ad)</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Önceki</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter)</source>
        <translation>Önceki eşleşme (Shift+Enter)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Sonraki</translation>
    </message>
    <message>
        <source>Next match (Enter)</source>
        <translation>Sonraki eşleşme (Enter)</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Özellik</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Değer</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Ad</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Sayı</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Toplam</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Ortalama</translation>
    </message>
    <message>
        <source>Self time</source>
        <translation>Öz süre</translation>
    </message>
    <message>
        <source>Range statistics (shift-drag on the timeline to select a range)</source>
        <translation>Aralık istatistikleri (aralık seçmek için zaman çizelgesinde Shift ile sürükleyin)</translation>
    </message>
    <message>
        <source>This input has no trace (it is not an XSpace).</source>
        <translation>Bu girdinin izi yok (XSpace değil).</translation>
    </message>
    <message>
        <source>No profile is open.</source>
        <translation>Açık profil yok.</translation>
    </message>
    <message>
        <source>Reading the trace…</source>
        <translation>İz okunuyor…</translation>
    </message>
    <message>
        <source>The trace cannot be shown: %1</source>
        <translation>İz gösterilemiyor: %1</translation>
    </message>
    <message>
        <source>Events: %1, tracks: %2, planes: %3</source>
        <translation>Olaylar: %1, şeritler: %2, düzlemler: %3</translation>
    </message>
    <message>
        <source>Invalid regular expression: %1</source>
        <translation>Geçersiz düzenli ifade: %1</translation>
    </message>
    <message>
        <source>No match</source>
        <translation>Eşleşme yok</translation>
    </message>
    <message>
        <source>Matches: %1</source>
        <translation>Eşleşmeler: %1</translation>
    </message>
    <message>
        <source>Match %1 of %2</source>
        <translation>Eşleşme %1 / %2</translation>
    </message>
    <message>
        <source>Long name</source>
        <translation>Uzun ad</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Konum</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Başlangıç</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Süre</translation>
    </message>
    <message>
        <source>Group id</source>
        <translation>Grup kimliği</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Adım</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Hata</translation>
    </message>
    <message>
        <source>Stats</source>
        <translation>İstatistikler</translation>
    </message>
    <message>
        <source>Flows</source>
        <translation>Akışlar</translation>
    </message>
    <message>
        <source>%1 / %2 at %3</source>
        <translation>%1 / %2, %3 anında</translation>
    </message>
    <message>
        <source>Activate to show this event</source>
        <translation>Bu olayı göstermek için etkinleştirin</translation>
    </message>
    <message>
        <source>Export range statistics</source>
        <translation>Aralık istatistiklerini dışa aktar</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV dosyaları (*.csv)</translation>
    </message>
    <message>
        <source>Export Trace as Chrome JSON…</source>
        <translation>İzi Chrome JSON Olarak Dışa Aktar…</translation>
    </message>
    <message>
        <source>Export Events as CSV…</source>
        <translation>Olayları CSV Olarak Dışa Aktar…</translation>
    </message>
    <message>
        <source>Export events</source>
        <translation>Olayları dışa aktar</translation>
    </message>
    <message>
        <source>Export trace</source>
        <translation>İzi dışa aktar</translation>
    </message>
    <message>
        <source>Chrome trace-event JSON (*.json)</source>
        <translation>Chrome trace-event JSON (*.json)</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>%1 yazılıyor…</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 yazıldı</translation>
    </message>
    <message>
        <source>Trace Viewer Timeline</source>
        <translation>İz Görüntüleyici Zaman Çizelgesi</translation>
    </message>
    <message>
        <source>Stop reading the trace (Esc)</source>
        <translation>İzi okumayı durdur (Esc)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <source>Reading the trace was cancelled.</source>
        <translation>İzin okunması iptal edildi.</translation>
    </message>
    <message>
        <source>Reading the memory counters was cancelled.</source>
        <translation>Bellek sayaçlarının okunması iptal edildi.</translation>
    </message>
    <message>
        <source>%1. Reading the memory counters…</source>
        <translation>%1. Bellek sayaçları okunuyor…</translation>
    </message>
</context>
<context>
    <name>memscope::TraceTimeline</name>
    <message>
        <source>%1 %2 (pid %3, tracks: %4)</source>
        <translation>%1 %2 (pid %3, şeritler: %4)</translation>
    </message>
    <message>
        <source>Memory %1</source>
        <translation>Bellek %1</translation>
    </message>
    <message>
        <source>%1 [%2]</source>
        <translation>%1 [%2]</translation>
    </message>
    <message>
        <source>%1: %2 at %3</source>
        <translation>%1: %3 anında %2</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>en çok %1</translation>
    </message>
</context>
<context>
    <name>memscope::compare</name>
    <message>
        <source>new</source>
        <translation>yeni</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Peak memory usage (stack + heap)</source>
        <translation>En yüksek bellek kullanımı (yığıt + yığın)</translation>
    </message>
    <message>
        <source>Heap at the peak</source>
        <translation>Tepe noktasında yığın</translation>
    </message>
    <message>
        <source>Stack at the peak</source>
        <translation>Tepe noktasında yığıt</translation>
    </message>
    <message>
        <source>Free memory at the peak</source>
        <translation>Tepe noktasında boş bellek</translation>
    </message>
    <message>
        <source>Lifetime peak heap usage</source>
        <translation>Ömür boyu en yüksek yığın kullanımı</translation>
    </message>
    <message>
        <source>Memory capacity</source>
        <translation>Bellek kapasitesi</translation>
    </message>
    <message>
        <source>Allocations</source>
        <translation>Ayırmalar</translation>
    </message>
    <message>
        <source>Deallocations</source>
        <translation>Serbest bırakmalar</translation>
    </message>
    <message>
        <source>Peak memory allocation</source>
        <translation>En yüksek bellek ayırma</translation>
    </message>
    <message>
        <source>Peak with fragmentation</source>
        <translation>Parçalanmayla birlikte tepe</translation>
    </message>
    <message>
        <source>Arguments</source>
        <translation>Argümanlar</translation>
    </message>
    <message>
        <source>Temporaries at the peak</source>
        <translation>Tepe noktasında geçici değerler</translation>
    </message>
    <message>
        <source>Padding at the peak</source>
        <translation>Tepe noktasında dolgu</translation>
    </message>
    <message>
        <source>Grown</source>
        <translation>Büyüyen</translation>
    </message>
    <message>
        <source>Shrunk</source>
        <translation>Küçülen</translation>
    </message>
    <message>
        <source>Unchanged</source>
        <translation>Değişmeyen</translation>
    </message>
    <message>
        <source>Only in A</source>
        <translation>Yalnızca A&apos;da</translation>
    </message>
    <message>
        <source>Only in B</source>
        <translation>Yalnızca B&apos;de</translation>
    </message>
    <message>
        <source>Device compute share of the step</source>
        <translation>Cihaz hesaplamasının adımdaki payı</translation>
    </message>
    <message>
        <source>Duty cycle</source>
        <translation>Görev döngüsü</translation>
    </message>
    <message>
        <source>Ops placed on the device</source>
        <translation>Cihaza yerleştirilen işlemler</translation>
    </message>
    <message>
        <source>16-bit share of device compute</source>
        <translation>Cihaz hesaplamasında 16 bit payı</translation>
    </message>
    <message>
        <source>32-bit share of device compute</source>
        <translation>Cihaz hesaplamasında 32 bit payı</translation>
    </message>
    <message>
        <source>Other precision share of device compute</source>
        <translation>Cihaz hesaplamasında diğer hassasiyetlerin payı</translation>
    </message>
    <message>
        <source>Average step or module execution time</source>
        <translation>Ortalama adım veya modül yürütme süresi</translation>
    </message>
    <message>
        <source>Step or module execution time standard deviation</source>
        <translation>Adım veya modül yürütme süresi standart sapması</translation>
    </message>
    <message>
        <source>Peak allocated</source>
        <translation>Ayrılan bellek zirvesi</translation>
    </message>
    <message>
        <source>Allocations live at the peak</source>
        <translation>Zirvede canlı ayırmalar</translation>
    </message>
    <message>
        <source>Live at the start</source>
        <translation>Başlangıçta canlı</translation>
    </message>
    <message>
        <source>Live at the end</source>
        <translation>Sonda canlı</translation>
    </message>
    <message>
        <source>Never freed in the trace</source>
        <translation>İzde hiç serbest bırakılmayan</translation>
    </message>
    <message>
        <source>Reserved (segments)</source>
        <translation>Ayrılmış (segmentler)</translation>
    </message>
    <message>
        <source>Inactive in segments</source>
        <translation>Segmentlerde etkin olmayan</translation>
    </message>
    <message>
        <source>Segments</source>
        <translation>Segmentler</translation>
    </message>
    <message>
        <source>Trace events</source>
        <translation>İz olayları</translation>
    </message>
    <message>
        <source>Out-of-memory events</source>
        <translation>Bellek yetersizliği olayları</translation>
    </message>
</context>
<context>
    <name>memscope::format</name>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>satır %1, sütun %2: %3</translation>
    </message>
    <message>
        <source>cannot initialise zlib</source>
        <translation>zlib başlatılamıyor</translation>
    </message>
    <message>
        <source>gzip stream corrupt at byte %1 of %2: %3</source>
        <translation>gzip akışı bozuk, bayt %1 / %2: %3</translation>
    </message>
    <message>
        <source>invalid compressed data</source>
        <translation>geçersiz sıkıştırılmış veri</translation>
    </message>
    <message>
        <source>gzip stream corrupt at byte %1 of %1: the compressed data ends early (truncated file?)</source>
        <translation>gzip akışı bozuk, bayt %1 / %1: sıkıştırılmış veri erken bitiyor (kesik dosya?)</translation>
    </message>
    <message>
        <source>decompressed data exceeds %1 at byte %2 of %3 of the compressed data (%4 times as large; a decompression bomb?)</source>
        <translation>sıkıştırması açılan veri, sıkıştırılmış verinin %2 / %3 baytında %1 sınırını aşıyor (%4 kat büyük; bir sıkıştırma bombası mı?)</translation>
    </message>
    <message>
        <source>cannot create a temporary file in %1 (%2); TMPDIR chooses another folder</source>
        <translation>%1 içinde geçici dosya oluşturulamıyor (%2); TMPDIR ile başka bir klasör seçilebilir</translation>
    </message>
    <message>
        <source>cannot write to a temporary file in %1 (%2); TMPDIR chooses another folder</source>
        <translation>%1 içindeki geçici dosyaya yazılamıyor (%2); TMPDIR ile başka bir klasör seçilebilir</translation>
    </message>
    <message>
        <source>cannot map the temporary file in %1 (%2)</source>
        <translation>%1 içindeki geçici dosya belleğe eşlenemiyor (%2)</translation>
    </message>
    <message>
        <source>90 % of the %1 free in %2, the folder it is written to while read; TMPDIR chooses another</source>
        <translation>okunurken içine yazıldığı klasör olan %2 içindeki boş %1 alanın yüzde 90&apos;ı; TMPDIR ile başka bir klasör seçilebilir</translation>
    </message>
    <message>
        <source>cannot read the file (%1)</source>
        <translation>dosya okunamıyor (%1)</translation>
    </message>
    <message>
        <source>nothing arrived for %1 s after byte %2 (a pipe that no program writes to?); %3 sets how many seconds to wait</source>
        <translation>%2. bayttan sonra %1 s boyunca hiçbir veri gelmedi (hiçbir programın yazmadığı bir boru mu?); kaç saniye bekleneceğini %3 belirler</translation>
    </message>
    <message>
        <source>cannot read the file at byte %1 (%2)</source>
        <translation>dosya %1. baytta okunamıyor (%2)</translation>
    </message>
    <message>
        <source>more than %1 arrived without an end; the most that is read is %2</source>
        <translation>sonu gelmeden %1 üzerinde veri geldi; en fazla %2 okunur</translation>
    </message>
    <message>
        <source>cannot open the file (%1)</source>
        <translation>dosya açılamıyor (%1)</translation>
    </message>
    <message>
        <source>%1; the most that is decompressed is %2</source>
        <translation>%1; sıkıştırması en fazla %2 kadar açılır</translation>
    </message>
    <message>
        <source>more than %1 files are being read at once</source>
        <translation>aynı anda %1 dosyadan fazlası okunuyor</translation>
    </message>
    <message>
        <source>the read limit of %1 that %2 sets</source>
        <translation>%2 ile ayarlanan %1 okuma sınırı</translation>
    </message>
    <message>
        <source>the read limit of %1, this machine&apos;s memory; set %2 (e.g. %2=64G) to raise it</source>
        <translation>bu makinenin belleği olan %1 okuma sınırı; yükseltmek için %2 ayarlayın (ör. %2=64G)</translation>
    </message>
    <message>
        <source>PNG image</source>
        <translation>PNG görüntüsü</translation>
    </message>
    <message>
        <source>JPEG image</source>
        <translation>JPEG görüntüsü</translation>
    </message>
    <message>
        <source>GIF image</source>
        <translation>GIF görüntüsü</translation>
    </message>
    <message>
        <source>WebP image</source>
        <translation>WebP görüntüsü</translation>
    </message>
    <message>
        <source>PDF document</source>
        <translation>PDF belgesi</translation>
    </message>
    <message>
        <source>ZIP archive</source>
        <translation>ZIP arşivi</translation>
    </message>
    <message>
        <source>ELF executable</source>
        <translation>ELF yürütülebilir dosyası</translation>
    </message>
    <message>
        <source>bzip2 archive</source>
        <translation>bzip2 arşivi</translation>
    </message>
    <message>
        <source>xz archive</source>
        <translation>xz arşivi</translation>
    </message>
    <message>
        <source>Zstandard archive</source>
        <translation>Zstandard arşivi</translation>
    </message>
    <message>
        <source>7-Zip archive</source>
        <translation>7-Zip arşivi</translation>
    </message>
    <message>
        <source>tar archive</source>
        <translation>tar arşivi</translation>
    </message>
    <message>
        <source>SQLite database</source>
        <translation>SQLite veritabanı</translation>
    </message>
    <message>
        <source>HDF5 file</source>
        <translation>HDF5 dosyası</translation>
    </message>
    <message>
        <source>NumPy array</source>
        <translation>NumPy dizisi</translation>
    </message>
    <message>
        <source>TIFF image</source>
        <translation>TIFF görüntüsü</translation>
    </message>
    <message>
        <source>Windows executable</source>
        <translation>Windows yürütülebilir dosyası</translation>
    </message>
    <message>
        <source>Java class or Mach-O file</source>
        <translation>Java sınıfı veya Mach-O dosyası</translation>
    </message>
    <message>
        <source>XML document</source>
        <translation>XML belgesi</translation>
    </message>
    <message>
        <source>HTML document</source>
        <translation>HTML belgesi</translation>
    </message>
    <message>
        <source>not a valid XSpace: unreadable data at byte %1 of %2</source>
        <translation>geçerli bir XSpace değil: bayt %1 / %2 konumunda okunamayan veri</translation>
    </message>
    <message>
        <source>not a valid XSpace: unreadable field at byte %1 of %2</source>
        <translation>geçerli bir XSpace değil: bayt %1 / %2 konumunda okunamayan alan</translation>
    </message>
    <message>
        <source>Parsing plane %1</source>
        <translation>Düzlem %1 ayrıştırılıyor</translation>
    </message>
    <message>
        <source>plane %1 (&quot;%2&quot;, bytes %3 to %4) is damaged</source>
        <translation>düzlem %1 (&quot;%2&quot;, bayt %3 ile %4 arası) bozuk</translation>
    </message>
    <message>
        <source>module %1: its HloProto (%2 bytes at byte %3) is damaged</source>
        <translation>modül %1: HloProto&apos;su (%3. baytta %2 bayt) hasarlı</translation>
    </message>
    <message>
        <source>truncated: plane %1 should end at byte %2; the file ends at byte %3</source>
        <translation>kesik: düzlem %1 bayt %2 konumunda bitmeliydi; dosya bayt %3 konumunda bitiyor</translation>
    </message>
    <message>
        <source>Python pickle that is not a PyTorch memory snapshot</source>
        <translation>PyTorch bellek anlık görüntüsü olmayan Python pickle dosyası</translation>
    </message>
</context>
<context>
    <name>memscope::memoryprofile</name>
    <message>
        <source>an allocation without op name</source>
        <translation>işlem adı olmayan bir ayırma</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Never freed within the profile window: %1 allocations, %2 in all; the largest, %3 of %4, was allocated at %5 ms.</source>
        <translation>Profil penceresinde hiç serbest bırakılmayan: %1 ayırma, toplam %2; en büyüğü olan %3 (%4), %5 ms anında ayrıldı.</translation>
    </message>
    <message>
        <source>%1 allocations against %2 deallocations: tensors accumulate within the window.</source>
        <translation>%1 ayırmaya karşılık %2 serbest bırakma: tensörler pencere içinde birikiyor.</translation>
    </message>
    <message>
        <source>The heap grows from step to step: %1 per step over %2 steps (least-squares fit of the heap at the end of each step, R² = %3).</source>
        <translation>Yığın adımdan adıma büyüyor: %2 adım boyunca adım başına %1 (her adımın sonundaki yığına en küçük kareler uydurması, R² = %3).</translation>
    </message>
    <message>
        <source>The heap grows over the window: %1 per second (least-squares fit over every event, R² = %2).</source>
        <translation>Yığın pencere boyunca büyüyor: saniyede %1 (tüm olaylara en küçük kareler uydurması, R² = %2).</translation>
    </message>
    <message>
        <source>Fragmentation spikes to %1% at %2 ms (median %3%), with %4 free; spikes in all: %5.</source>
        <translation>Parçalanma %2 ms anında %%1 değerine sıçrıyor (medyan %%3), %4 boş; toplam sıçrama: %5.</translation>
    </message>
    <message>
        <source>The allocator&apos;s lifetime peak, %1, is above the heap&apos;s peak in the window, %2: memory use was higher outside the profiling window.</source>
        <translation>Ayırıcının ömür boyu tepesi (%1), yığının penceredeki tepesinin (%2) üzerinde: bellek kullanımı profil penceresinin dışında daha yüksekti.</translation>
    </message>
    <message>
        <source>The events carry no step markers (group_id), so all of them count as step 0 and the heap trend is fitted over time.</source>
        <translation>Olaylarda adım işareti (group_id) yok, bu yüzden hepsi 0. adım sayılıyor ve yığın eğilimi zamana göre uyduruluyor.</translation>
    </message>
    <message>
        <source>Aggregated memory events without a time were skipped: %1.</source>
        <translation>Zamanı olmayan toplu bellek olayları atlandı: %1.</translation>
    </message>
    <message>
        <source>Host %1 has no XSpace; its memory events are missing.</source>
        <translation>Ana makine %1 için XSpace yok; bellek olayları eksik.</translation>
    </message>
    <message>
        <source>Cannot print the memory profile as JSON: %1</source>
        <translation>Bellek profili JSON olarak yazdırılamıyor: %1</translation>
    </message>
    <message>
        <source>Cannot print the memory profile as JSON: unexpected printer output</source>
        <translation>Bellek profili JSON olarak yazdırılamıyor: beklenmeyen yazıcı çıktısı</translation>
    </message>
    <message>
        <source>Memory ID</source>
        <translation>Bellek Kimliği</translation>
    </message>
    <message>
        <source>Op Name</source>
        <translation>İşlem Adı</translation>
    </message>
    <message>
        <source>Allocation Size (bytes)</source>
        <translation>Ayırma Boyutu (bayt)</translation>
    </message>
    <message>
        <source>Requested Size (bytes)</source>
        <translation>İstenen Boyut (bayt)</translation>
    </message>
    <message>
        <source>Occurrences</source>
        <translation>Tekrar Sayısı</translation>
    </message>
    <message>
        <source>Region type</source>
        <translation>Bölge türü</translation>
    </message>
    <message>
        <source>Data type</source>
        <translation>Veri türü</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Şekil</translation>
    </message>
    <message>
        <source>the memory events are damaged: unreadable data at byte %1 of %2</source>
        <translation>bellek olayları hasarlı: %2 baytın %1. baytında okunamayan veri</translation>
    </message>
    <message>
        <source>the plane at byte %1 cannot be parsed to find the steps of its memory events</source>
        <translation>%1 baytındaki düzlem, bellek olaylarının adımlarını bulmak için ayrıştırılamıyor</translation>
    </message>
</context>
<context>
    <name>memscope::memoryviewer</name>
    <message>
        <source>Heap-simulator trace %1 names logical buffer %2, which no buffer allocation holds; the event is ignored.</source>
        <translation>Yığın simülatörü izi %1, hiçbir arabellek ayırmasının tutmadığı %2 mantıksal arabelleğini adlandırıyor; olay yok sayıldı.</translation>
    </message>
    <message>
        <source>Heap-simulator event %1 shares logical buffer %2 with unknown buffer %3; the event is ignored.</source>
        <translation>Yığın simülatörü olayı %1, %2 mantıksal arabelleğini bilinmeyen %3 arabelleğiyle paylaşıyor; olay yok sayıldı.</translation>
    </message>
    <message>
        <source>Heap-simulator event %1 would make logical buffer %2 share with itself; the event is ignored.</source>
        <translation>Yığın simülatörü olayı %1, %2 mantıksal arabelleğini kendisiyle paylaştırırdı; olay yok sayıldı.</translation>
    </message>
    <message>
        <source>Buffer allocation index %1 appears more than once; the last one is used.</source>
        <translation>Arabellek ayırma indeksi %1 birden fazla kez geçiyor; sonuncusu kullanıldı.</translation>
    </message>
    <message>
        <source>Buffer allocation %1 names logical buffer %2, which the buffer assignment does not define; it is left out.</source>
        <translation>Arabellek ayırması %1, arabellek atamasının tanımlamadığı %2 mantıksal arabelleğini adlandırıyor; dışarıda bırakıldı.</translation>
    </message>
    <message>
        <source>Logical buffer %1 is defined by instruction id %2, which the module does not contain; it is left out.</source>
        <translation>Mantıksal arabellek %1, modülde bulunmayan %2 komut kimliğiyle tanımlanmış; dışarıda bırakıldı.</translation>
    </message>
    <message>
        <source>Logical buffer %1 is assigned to more than one buffer allocation; the last one (%2) is used.</source>
        <translation>Mantıksal arabellek %1 birden fazla arabellek ayırmasına atanmış; sonuncusu (%2) kullanıldı.</translation>
    </message>
    <message>
        <source>Logical buffer %1 has shape index element %2, outside the %3 tuple elements of %4; the whole shape is used.</source>
        <translation>Mantıksal arabellek %1 için şekil indeksi öğesi %2, %4 içindeki %3 demet öğesinin dışında; şeklin tamamı kullanıldı.</translation>
    </message>
    <message>
        <source>The shape of logical buffer %1 (%2) has no byte size; its unpadded size counts as 0.</source>
        <translation>Mantıksal arabellek %1 için şeklin (%2) bayt boyutu yok; dolgusuz boyutu 0 sayıldı.</translation>
    </message>
    <message>
        <source>Module Name: %1</source>
        <translation>Modül Adı: %1</translation>
    </message>
    <message>
        <source>Peak memory allocation: %1 MiB, %2 MiB (with fragmentation)</source>
        <translation>En yüksek bellek ayırma: %1 MiB, %2 MiB (parçalanmayla birlikte)</translation>
    </message>
    <message>
        <source>%1 MiB total padding overhead</source>
        <translation>%1 MiB toplam dolgu ek yükü</translation>
    </message>
    <message>
        <source>%1 MiB total argument size</source>
        <translation>%1 MiB toplam argüman boyutu</translation>
    </message>
    <message>
        <source>%1 MiB stack simulated HLO temporary variables</source>
        <translation>%1 MiB yığıtta simüle edilen HLO geçici değişkenleri</translation>
    </message>
    <message>
        <source>%1 MiB HLO lifetime temporary variables with fragmentation (fragmentation  %2%)</source>
        <translation>%1 MiB parçalanmayla birlikte HLO yaşam süresi geçici değişkenleri (parçalanma  %%2)</translation>
    </message>
    <message>
        <source>%1 MiB max scoped VMEM allocation (%2)</source>
        <translation>%1 MiB en fazla kapsamlı VMEM ayırması (%2)</translation>
    </message>
    <message>
        <source>Modifying your model&apos;s architecture, batch size and data dimensions may help reduce the memory footprint.</source>
        <translation>Modelinizin mimarisini, toplu iş boyutunu ve veri boyutlarını değiştirmek bellek ayak izini azaltmaya yardımcı olabilir.</translation>
    </message>
    <message>
        <source>%1 (and %2 more like it)</source>
        <translation>%1 (ve buna benzer %2 tane daha)</translation>
    </message>
    <message>
        <source>Heap size should be non-negative, but get: %1</source>
        <translation>Yığın boyutu negatif olmamalı, ancak alınan: %1</translation>
    </message>
    <message>
        <source>Buffer %1is freed multiple times.</source>
        <translation>%1 arabelleği birden çok kez serbest bırakılıyor.</translation>
    </message>
    <message>
        <source>Unhandled event kind: %1</source>
        <translation>İşlenmeyen olay türü: %1</translation>
    </message>
    <message>
        <source>All heap simulation should work out of a single buffer allocation, actual seen_buffer_allocations.size():%1</source>
        <translation>Tüm yığın simülasyonu tek bir arabellek ayırmasından çalışmalı, görülen seen_buffer_allocations.size():%1</translation>
    </message>
    <message>
        <source>Failed to process heap simulator trace: %1</source>
        <translation>Yığın simülatörü izi işlenemedi: %1</translation>
    </message>
    <message>
        <source>The module&apos;s HloProto is too large to analyse (%1 bytes).</source>
        <translation>Modülün HloProto&apos;su çözümlenemeyecek kadar büyük (%1 bayt).</translation>
    </message>
</context>
<context>
    <name>memscope::overview</name>
    <message>
        <source>GPU traces carry no FLOP or byte counts; XProf derives them from XLA&apos;s cost analysis of the HLO.</source>
        <translation>GPU izleri FLOP veya bayt sayısı içermez; XProf bunları HLO&apos;nun XLA maliyet analizinden türetir.</translation>
    </message>
    <message>
        <source>The op&apos;s metadata carries no %1 stat.</source>
        <translation>İşlemin meta verisinde %1 istatistiği yok.</translation>
    </message>
    <message>
        <source>The op takes no time.</source>
        <translation>İşlem hiç süre almıyor.</translation>
    </message>
    <message>
        <source>TensorCore compute</source>
        <translation>TensorCore hesaplama</translation>
    </message>
    <message>
        <source>TensorCore input</source>
        <translation>TensorCore girdi</translation>
    </message>
    <message>
        <source>TensorCore output</source>
        <translation>TensorCore çıktı</translation>
    </message>
    <message>
        <source>TensorCore idle</source>
        <translation>TensorCore boşta</translation>
    </message>
    <message>
        <source>Host transfer</source>
        <translation>Ana makine aktarımı</translation>
    </message>
    <message>
        <source>Device compute</source>
        <translation>Cihaz hesaplama</translation>
    </message>
    <message>
        <source>Device to device</source>
        <translation>Cihazdan cihaza</translation>
    </message>
    <message>
        <source>Device collective communication</source>
        <translation>Cihaz toplu iletişimi</translation>
    </message>
    <message>
        <source>Host compute</source>
        <translation>Ana makine hesaplama</translation>
    </message>
    <message>
        <source>Kernel launch</source>
        <translation>Çekirdek başlatma</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Girdi</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Çıktı</translation>
    </message>
    <message>
        <source>Compilation</source>
        <translation>Derleme</translation>
    </message>
    <message>
        <source>All others</source>
        <translation>Diğer tümü</translation>
    </message>
    <message>
        <source>A training job has no inference sessions.</source>
        <translation>Bir eğitim işinin çıkarım oturumu olmaz.</translation>
    </message>
    <message>
        <source>Steps from the step markers of the device trace.</source>
        <translation>Adımlar cihaz izinin adım işaretlerinden alındı.</translation>
    </message>
    <message>
        <source>Steps from the step markers of the host trace.</source>
        <translation>Adımlar ana makine izinin adım işaretlerinden alındı.</translation>
    </message>
    <message>
        <source>No step markers: each XLA module execution is shown in place of a step.</source>
        <translation>Adım işareti yok: adım yerine her XLA modülü yürütmesi gösteriliyor.</translation>
    </message>
    <message>
        <source>No step markers and no XLA module executions: the step time is unknown.</source>
        <translation>Adım işareti ve XLA modülü yürütmesi yok: adım süresi bilinmiyor.</translation>
    </message>
    <message>
        <source>not available in this profile</source>
        <translation>bu profilde mevcut değil</translation>
    </message>
    <message>
        <source>The steps take no time.</source>
        <translation>Adımlar hiç süre almıyor.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>bilinmiyor</translation>
    </message>
    <message>
        <source>Run environment</source>
        <translation>Çalışma ortamı</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>Ana makineler</translation>
    </message>
    <message>
        <source>Device type</source>
        <translation>Cihaz türü</translation>
    </message>
    <message>
        <source>Device cores</source>
        <translation>Cihaz çekirdekleri</translation>
    </message>
    <message>
        <source>Training job</source>
        <translation>Eğitim işi</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>evet</translation>
    </message>
    <message>
        <source>no (inference)</source>
        <translation>hayır (çıkarım)</translation>
    </message>
    <message>
        <source>Profile start (UTC)</source>
        <translation>Profil başlangıcı (UTC)</translation>
    </message>
    <message>
        <source>Profile duration</source>
        <translation>Profil süresi</translation>
    </message>
    <message>
        <source>Performance summary</source>
        <translation>Performans özeti</translation>
    </message>
    <message>
        <source>Average module execution time</source>
        <translation>Ortalama modül yürütme süresi</translation>
    </message>
    <message>
        <source>Average step time</source>
        <translation>Ortalama adım süresi</translation>
    </message>
    <message>
        <source>%1 ms (σ = %2 ms, n = %3)</source>
        <translation>%1 ms (σ = %2 ms, n = %3)</translation>
    </message>
    <message>
        <source>%1 ms (σ = %2 ms) %3%</source>
        <translation>%1 ms (σ = %2 ms) %%3</translation>
    </message>
    <message>
        <source>Average session time</source>
        <translation>Ortalama oturum süresi</translation>
    </message>
    <message>
        <source>FLOPS utilization</source>
        <translation>FLOPS kullanımı</translation>
    </message>
    <message>
        <source>  Utilization of TPU matrix units</source>
        <translation>  TPU matris birimlerinin kullanımı</translation>
    </message>
    <message>
        <source>  Compared to program&apos;s optimal FLOPS</source>
        <translation>  Programın optimal FLOPS değerine göre</translation>
    </message>
    <message>
        <source>TPU duty cycle</source>
        <translation>TPU görev döngüsü</translation>
    </message>
    <message>
        <source>Memory bandwidth utilization</source>
        <translation>Bellek bant genişliği kullanımı</translation>
    </message>
    <message>
        <source>  HBM utilization</source>
        <translation>  HBM kullanımı</translation>
    </message>
    <message>
        <source>  Compared to program&apos;s optimal bandwidth</source>
        <translation>  Programın optimal bant genişliğine göre</translation>
    </message>
    <message>
        <source>Measured FLOP rate per core</source>
        <translation>Çekirdek başına ölçülen FLOP hızı</translation>
    </message>
    <message>
        <source>Measured HBM bandwidth per core</source>
        <translation>Çekirdek başına ölçülen HBM bant genişliği</translation>
    </message>
    <message>
        <source>Framework op placement: host</source>
        <translation>Framework işlemi yerleşimi: ana makine</translation>
    </message>
    <message>
        <source>Framework op placement: device</source>
        <translation>Framework işlemi yerleşimi: cihaz</translation>
    </message>
    <message>
        <source>Op time in eager execution: host</source>
        <translation>Eager yürütmede işlem süresi: ana makine</translation>
    </message>
    <message>
        <source>Op time in eager execution: device</source>
        <translation>Eager yürütmede işlem süresi: cihaz</translation>
    </message>
    <message>
        <source>Device compute precision: 16-bit</source>
        <translation>Cihaz hesaplama hassasiyeti: 16 bit</translation>
    </message>
    <message>
        <source>Device compute precision: 32-bit</source>
        <translation>Cihaz hesaplama hassasiyeti: 32 bit</translation>
    </message>
    <message>
        <source>Device compute precision: other</source>
        <translation>Cihaz hesaplama hassasiyeti: diğer</translation>
    </message>
    <message>
        <source>Inference session latency</source>
        <translation>Çıkarım oturumu gecikmesi</translation>
    </message>
    <message>
        <source>%1 sessions, %2 per second</source>
        <translation>%1 oturum, saniyede %2</translation>
    </message>
    <message>
        <source>%1 ms (host %2, device %3, host-device %4)</source>
        <translation>%1 ms (ana makine %2, cihaz %3, ana makine-cihaz %4)</translation>
    </message>
    <message>
        <source>Module executions</source>
        <translation>Modül yürütmeleri</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Adımlar</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Adım</translation>
    </message>
    <message>
        <source>Duration ms</source>
        <translation>Süre ms</translation>
    </message>
    <message>
        <source>Top device ops by self time</source>
        <translation>Öz süreye göre en çok süren cihaz işlemleri</translation>
    </message>
    <message>
        <source>No device ops in the profile.</source>
        <translation>Profilde cihaz işlemi yok.</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>mevcut değil</translation>
    </message>
    <message>
        <source>Recommendations</source>
        <translation>Öneriler</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Tanılama</translation>
    </message>
    <message>
        <source>error: %1</source>
        <translation>hata: %1</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>uyarı: %1</translation>
    </message>
    <message>
        <source>The profile has no framework ops on the host or the device.</source>
        <translation>Profilde ana makinede veya cihazda framework işlemi yok.</translation>
    </message>
    <message>
        <source>No framework op ran on the host for any time.</source>
        <translation>Ana makinede hiçbir framework işlemi süre almadı.</translation>
    </message>
    <message>
        <source>No op ran on the device.</source>
        <translation>Cihazda hiçbir işlem çalışmadı.</translation>
    </message>
    <message>
        <source>GPU kernels of XLA programs by the element type of their HLO instruction (bf16/f16: 16-bit) when the profile carries the HLO; other kernels by name as XProf classifies them (&quot;half&quot; in the tensor shapes, or &quot;half&quot;/&quot;fp16&quot; in the kernel name), with bf16 counted as 16-bit too. Time after removing overlaps.</source>
        <translation>XLA programlarının GPU çekirdekleri, profil HLO içerdiğinde HLO komutlarının öğe türüne göre (bf16/f16: 16 bit); diğer çekirdekler XProf&apos;un sınıflandırdığı gibi ada göre (tensör şekillerinde &quot;half&quot; veya çekirdek adında &quot;half&quot;/&quot;fp16&quot;), bf16 de 16 bit sayılarak. Süre, çakışmalar çıkarıldıktan sonradır.</translation>
    </message>
    <message>
        <source>TensorCore ops by the element type of their output shape (bf16/f16: 16-bit, f32: 32-bit), weighted by self time.</source>
        <translation>TensorCore işlemleri, çıktı şekillerinin öğe türüne göre (bf16/f16: 16 bit, f32: 32 bit), öz süreyle ağırlıklandırılmış.</translation>
    </message>
    <message>
        <source>No device compute ran in the profile.</source>
        <translation>Profilde hiç cihaz hesaplaması çalışmadı.</translation>
    </message>
    <message>
        <source>Your program is HIGHLY input-bound: %1% of the step time is spent waiting for input. Look at the input pipeline (prefetching, parallel reads and preprocessing).</source>
        <translation>Programınız BÜYÜK ÖLÇÜDE girdiye bağlı: adım süresinin %%1 kadarı girdi beklenerek geçiyor. Girdi hattını inceleyin (ön getirme, paralel okuma ve ön işleme).</translation>
    </message>
    <message>
        <source>Your program is MODERATELY input-bound: %1% of the step time is spent waiting for input.</source>
        <translation>Programınız ORTA DÜZEYDE girdiye bağlı: adım süresinin %%1 kadarı girdi beklenerek geçiyor.</translation>
    </message>
    <message>
        <source>The TensorCore is idle or waiting for the host for %1% of the step time: the program is host-bound. Look for host work between device launches in the trace.</source>
        <translation>TensorCore adım süresinin %%1 kadarında boşta ya da ana makineyi bekliyor: program ana makineye bağlı. İzde cihaz başlatmaları arasındaki ana makine işlerine bakın.</translation>
    </message>
    <message>
        <source>%1% of the step time is device collective communication.</source>
        <translation>Adım süresinin %%1 kadarı cihaz toplu iletişimi.</translation>
    </message>
    <message>
        <source>FLOPS utilisation is %1% of the device&apos;s peak. The top ops below are where the time goes: memory-bound ops (low FLOP rate, many bytes) gain from fusion or larger batches.</source>
        <translation>FLOPS kullanımı cihazın tepe değerinin %%1 kadarı. Sürenin nereye gittiğini aşağıdaki en çok süren işlemler gösteriyor: belleğe bağlı işlemler (düşük FLOP hızı, çok bayt) füzyondan veya daha büyük toplu işlerden kazanç sağlar.</translation>
    </message>
    <message>
        <source>The TensorCores are busy only %1% of the time they are in use; the rest they wait, usually for the host.</source>
        <translation>TensorCore&apos;lar kullanımda oldukları sürenin yalnızca %%1 kadarında meşgul; geri kalanında genellikle ana makineyi bekliyorlar.</translation>
    </message>
    <message>
        <source>Only %1% of device computation is 16 bit. So you might want to replace more 32-bit ops by 16-bit ops (bfloat16) to improve performance, if the reduced accuracy is acceptable.</source>
        <translation>Cihaz hesaplamasının yalnızca %%1 kadarı 16 bit. Azalan doğruluk kabul edilebilirse performansı artırmak için daha fazla 32 bit işlemi 16 bit işlemlerle (bfloat16) değiştirmek isteyebilirsiniz.</translation>
    </message>
    <message>
        <source>%1% of op time on the host used eager execution. Performance could be improved with tf.function.</source>
        <translation>Ana makinedeki işlem süresinin %%1 kadarında eager yürütme kullanıldı. Performans tf.function ile artırılabilir.</translation>
    </message>
    <message>
        <source>Mark training steps (jax.profiler.StepTraceAnnotation, or tf.profiler.experimental.Trace(&apos;train&apos;, step_num=...)) so the step time can be measured.</source>
        <translation>Adım süresinin ölçülebilmesi için eğitim adımlarını işaretleyin (jax.profiler.StepTraceAnnotation veya tf.profiler.experimental.Trace(&apos;train&apos;, step_num=...)).</translation>
    </message>
    <message>
        <source>No device trace was collected. This might happen if your job hadn&apos;t been run on the device when sampling was turned on. You could try the sampling again later.</source>
        <translation>Cihaz izi toplanmadı. Bu, örnekleme açıldığında işiniz cihazda henüz çalışmamışsa olabilir. Örneklemeyi daha sonra yeniden deneyebilirsiniz.</translation>
    </message>
    <message>
        <source>No step marker observed and hence the step time is unknown. This may happen if (1) training steps are not instrumented (e.g., if you are not using Keras) or (2) the profiling duration is shorter than the step time. For (1), you need to add step instrumentation; for (2), you may try to profile longer.</source>
        <translation>Adım işareti görülmedi, bu yüzden adım süresi bilinmiyor. Bu, (1) eğitim adımları işaretlenmemişse (ör. Keras kullanmıyorsanız) veya (2) profil süresi adım süresinden kısaysa olabilir. (1) için adım işaretlemesi eklemeniz, (2) için daha uzun süre profil almayı denemeniz gerekir.</translation>
    </message>
    <message>
        <source>Each XLA module execution is shown in place of a step (%1 executions).</source>
        <translation>Adım yerine her XLA modülü yürütmesi gösteriliyor (%1 yürütme).</translation>
    </message>
    <message>
        <source>No step is complete on every core and host: the intersection of the steps is empty.</source>
        <translation>Hiçbir adım her çekirdekte ve ana makinede tamamlanmış değil: adımların kesişimi boş.</translation>
    </message>
    <message>
        <source>%1 steps dropped (the first and the last) because they may be incomplete.</source>
        <translation>Eksik olabilecekleri için %1 adım (ilk ve son) çıkarıldı.</translation>
    </message>
    <message>
        <source>HLO module %1 has the backward-pass op %2.</source>
        <translation>HLO modülü %1 geri yayılım işlemi %2 içeriyor.</translation>
    </message>
    <message>
        <source>None of the %1 HLO modules has a backward-pass op (gradients, gradient_tape or transpose(...)).</source>
        <translation>%1 HLO modülünün hiçbirinde geri yayılım işlemi (gradients, gradient_tape veya transpose(...)) yok.</translation>
    </message>
    <message>
        <source>The framework op %1 belongs to a backward pass.</source>
        <translation>Framework işlemi %1 bir geri yayılıma ait.</translation>
    </message>
    <message>
        <source>No framework op of the trace belongs to a backward pass.</source>
        <translation>İzdeki hiçbir framework işlemi bir geri yayılıma ait değil.</translation>
    </message>
    <message>
        <source>The profile has neither HLO modules nor framework op names to tell training from inference.</source>
        <translation>Profilde eğitimi çıkarımdan ayırt edecek HLO modülleri de framework işlemi adları da yok.</translation>
    </message>
    <message>
        <source>The device planes carry no %1 stat.</source>
        <translation>Cihaz düzlemlerinde %1 istatistiği yok.</translation>
    </message>
    <message>
        <source>The profile has no events and no Task Environment plane with the profile start and stop times.</source>
        <translation>Profilde olay ve profil başlangıç ve bitiş zamanlarını içeren Task Environment düzlemi yok.</translation>
    </message>
    <message>
        <source>No inference sessions: the host trace has no request root events (StepTraceAnnotation or other events with the _r stat).</source>
        <translation>Çıkarım oturumu yok: ana makine izinde istek kök olayı (StepTraceAnnotation veya _r istatistiğine sahip diğer olaylar) yok.</translation>
    </message>
    <message>
        <source>Avg</source>
        <translation>Ort.</translation>
    </message>
    <message>
        <source>The sessions take no time.</source>
        <translation>Oturumlar hiç süre almıyor.</translation>
    </message>
    <message>
        <source>The HLO proto of &apos;%1&apos; in /host:metadata is damaged and was skipped.</source>
        <translation>/host:metadata içindeki &apos;%1&apos; HLO proto&apos;su bozuk ve atlandı.</translation>
    </message>
    <message>
        <source>No TensorCore op or module ran in the profile.</source>
        <translation>Profilde hiçbir TensorCore işlemi veya modülü çalışmadı.</translation>
    </message>
    <message>
        <source>No TensorCore op ran in the profile.</source>
        <translation>Profilde hiçbir TensorCore işlemi çalışmadı.</translation>
    </message>
    <message>
        <source>The ops carry no flops stat.</source>
        <translation>İşlemlerde flops istatistiği yok.</translation>
    </message>
    <message>
        <source>The ops carry no memory_access_breakdown stat.</source>
        <translation>İşlemlerde memory_access_breakdown istatistiği yok.</translation>
    </message>
    <message>
        <source>The device&apos;s peak is 0.</source>
        <translation>Cihazın tepe değeri 0.</translation>
    </message>
    <message>
        <source>XProf reports this for TPU only.</source>
        <translation>XProf bunu yalnızca TPU için bildirir.</translation>
    </message>
    <message>
        <source>Not available in this profile: it comes from hardware counters that the profile does not carry (host-plane stat %1).</source>
        <translation>Bu profilde mevcut değil: profilin içermediği donanım sayaçlarından gelir (ana makine düzlemi istatistiği %1).</translation>
    </message>
    <message>
        <source>Not available in this profile: XProf&apos;s open-source build has no program-optimal limits and always shows 0.0% here.</source>
        <translation>Bu profilde mevcut değil: XProf&apos;un açık kaynak sürümünde program-optimal sınırlar yoktur ve burada her zaman 0.0% gösterilir.</translation>
    </message>
    <message>
        <source>Peak FLOP rate per core</source>
        <translation>Çekirdek başına en yüksek FLOP hızı</translation>
    </message>
    <message>
        <source>Peak HBM bandwidth per core</source>
        <translation>Çekirdek başına en yüksek HBM bant genişliği</translation>
    </message>
    <message>
        <source>self %1 ms, occurrences %2, FLOP rate %3, bytes accessed %4</source>
        <translation>öz %1 ms, tekrar sayısı %2, FLOP hızı %3, erişilen bayt %4</translation>
    </message>
    <message>
        <source>Module execution time standard deviation</source>
        <translation>Modül yürütme süresi standart sapması</translation>
    </message>
    <message>
        <source>Step time standard deviation</source>
        <translation>Adım süresi standart sapması</translation>
    </message>
    <message>
        <source>Your program is HIGHLY input-bound because %1% of the total step time sampled is waiting for input. Therefore, you should first focus on reducing the input time.</source>
        <translation>Programınız BÜYÜK ÖLÇÜDE girdiye bağlı, çünkü örneklenen toplam adım süresinin %%1 kadarı girdi beklenerek geçiyor. Bu yüzden önce girdi süresini azaltmaya odaklanmalısınız.</translation>
    </message>
    <message>
        <source>Your program is MODERATELY input-bound because %1% of the total step time sampled is waiting for input. Therefore, you would need to reduce both the input time and other time.</source>
        <translation>Programınız ORTA DÜZEYDE girdiye bağlı, çünkü örneklenen toplam adım süresinin %%1 kadarı girdi beklenerek geçiyor. Bu yüzden hem girdi süresini hem de diğer süreyi azaltmanız gerekir.</translation>
    </message>
    <message>
        <source>Your program is POTENTIALLY input-bound because %1% of the total step time sampled is spent on &apos;All Others&apos; time (which could be due to I/O or Python execution or both).</source>
        <translation>Programınız BELKİ girdiye bağlı, çünkü örneklenen toplam adım süresinin %%1 kadarı &apos;Diğer her şey&apos; süresinde geçiyor (bu, G/Ç&apos;den, Python yürütmesinden ya da ikisinden kaynaklanabilir).</translation>
    </message>
    <message>
        <source>Your program is NOT input-bound because only %1% of the total step time sampled is waiting for input. Therefore, you should focus on reducing other time.</source>
        <translation>Programınız girdiye bağlı DEĞİL, çünkü örneklenen toplam adım süresinin yalnızca %%1 kadarı girdi beklenerek geçiyor. Bu yüzden diğer süreyi azaltmaya odaklanmalısınız.</translation>
    </message>
    <message>
        <source>%1 % of the total step time sampled is spent on &apos;Kernel Launch&apos;.</source>
        <translation>Örneklenen toplam adım süresinin %%1 kadarı &apos;Çekirdek başlatma&apos; süresinde geçiyor.</translation>
    </message>
    <message>
        <source>%1 % of the total step time sampled is spent on &apos;All Others&apos; time. This could be due to Python execution overhead.</source>
        <translation>Örneklenen toplam adım süresinin %%1 kadarı &apos;Diğer her şey&apos; süresinde geçiyor. Bunun nedeni Python yürütmesinin ek yükü olabilir.</translation>
    </message>
    <message>
        <source>Your program is HIGHLY output-bound because %1% of the total step time sampled is spent on output. Therefore, you should first focus on reducing the output time.</source>
        <translation>Programınız BÜYÜK ÖLÇÜDE çıktıya bağlı, çünkü örneklenen toplam adım süresinin %%1 kadarı çıktıda geçiyor. Bu yüzden önce çıktı süresini azaltmaya odaklanmalısınız.</translation>
    </message>
    <message>
        <source>Your program is MODERATELY output-bound because %1% of the total step time sampled is spent on output. Therefore, you would need to reduce both the output time and other time.</source>
        <translation>Programınız ORTA DÜZEYDE çıktıya bağlı, çünkü örneklenen toplam adım süresinin %%1 kadarı çıktıda geçiyor. Bu yüzden hem çıktı süresini hem de diğer süreyi azaltmanız gerekir.</translation>
    </message>
</context>
<context>
    <name>memscope::report</name>
    <message>
        <source>%1 or %2</source>
        <translation>%1 veya %2</translation>
    </message>
    <message>
        <source>Usage: memscope-report %1
%2

Options:
</source>
        <translation>Kullanım: memscope-report %1
%2

Seçenekler:
</translation>
    </message>
    <message>
        <source>Show this help.</source>
        <translation>Bu yardımı göster.</translation>
    </message>
    <message>
        <source>What to print.</source>
        <translation>Ne yazdırılacağı.</translation>
    </message>
    <message>
        <source>Write to this file (atomically) instead of standard output.</source>
        <translation>Standart çıktı yerine bu dosyaya (atomik olarak) yaz.</translation>
    </message>
    <message>
        <source>The run of a trace folder to load (default: the newest).</source>
        <translation>Yüklenecek iz klasörü çalıştırması (varsayılan: en yenisi).</translation>
    </message>
    <message>
        <source>Unknown %1 &apos;%2&apos; (use %3).</source>
        <translation>Bilinmeyen %1 &apos;%2&apos; (%3 kullanın).</translation>
    </message>
    <message>
        <source>--%1 needs a whole number of at least 0, not &apos;%2&apos;.</source>
        <translation>--%1 için en az 0 olan bir tam sayı gerekir, &apos;%2&apos; değil.</translation>
    </message>
    <message>
        <source>Only one %1 can be given; &apos;%2&apos; is one too many.</source>
        <translation>Yalnızca bir %1 verilebilir; &apos;%2&apos; fazladan.</translation>
    </message>
    <message>
        <source>Only %1 can be given; &apos;%2&apos; is one too many.</source>
        <translation>Yalnızca %1 verilebilir; &apos;%2&apos; fazladan.</translation>
    </message>
    <message>
        <source>Unknown option &apos;%1&apos;.</source>
        <translation>Bilinmeyen seçenek &apos;%1&apos;.</translation>
    </message>
    <message>
        <source>Option --%1 takes no value.</source>
        <translation>--%1 seçeneği değer almaz.</translation>
    </message>
    <message>
        <source>Option --%1 needs a value.</source>
        <translation>--%1 seçeneği bir değer gerektirir.</translation>
    </message>
    <message>
        <source>No %1 given.</source>
        <translation>%1 verilmedi.</translation>
    </message>
    <message>
        <source>%1: %2
Usage: memscope-report %3
Try &apos;memscope-report %1 --help&apos;.</source>
        <translation>%1: %2
Kullanım: memscope-report %3
&apos;memscope-report %1 --help&apos; komutunu deneyin.</translation>
    </message>
    <message>
        <source>--fail-if-peak-grows needs a percentage of at least 0, not &apos;%1&apos;.</source>
        <translation>--fail-if-peak-grows için en az 0 olan bir yüzde gerekir, &apos;%1&apos; değil.</translation>
    </message>
    <message>
        <source>--fail-if-peak-grows compares memory peaks: use it with --tool memory-viewer or memory-profile.</source>
        <translation>--fail-if-peak-grows bellek tepelerini karşılaştırır: --tool memory-viewer veya memory-profile ile kullanın.</translation>
    </message>
    <message>
        <source>--module-a and --module-b choose Memory Viewer modules: use them with --tool memory-viewer.</source>
        <translation>--module-a ve --module-b Bellek Görüntüleyici modüllerini seçer: --tool memory-viewer ile kullanın.</translation>
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
        <translation>Fark</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Değişim</translation>
    </message>
    <message>
        <source>%1 holds no XLA module with a buffer assignment, so there is no memory to compare.</source>
        <translation>%1 arabellek atamasına sahip XLA modülü içermiyor, bu yüzden karşılaştırılacak bellek yok.</translation>
    </message>
    <message>
        <source>%1 has no module named %2 to pair with %3 of %4; choose one with --module-b. Its modules: %5</source>
        <translation>%1 içinde %4 profilinin %3 modülüyle eşleştirilecek %2 adlı modül yok; --module-b ile birini seçin. Modülleri: %5</translation>
    </message>
    <message>
        <source>Memory Viewer comparison, memory space %1 (%2)
</source>
        <translation>Bellek Görüntüleyici karşılaştırması, bellek alanı %1 (%2)
</translation>
    </message>
    <message>
        <source>A: %1, module %2
B: %3, module %4

</source>
        <translation>A: %1, modül %2
B: %3, modül %4

</translation>
    </message>
    <message>
        <source>no heap-simulator curve</source>
        <translation>yığın simülatörü eğrisi yok</translation>
    </message>
    <message>
        <source>%1 points, the peak at %2 (%3)</source>
        <translation>%1 nokta, tepe %2 konumunda (%3)</translation>
    </message>
    <message>
        <source>
Curves: A %1; B %2.
</source>
        <translation>
Eğriler: A %1; B %2.
</translation>
    </message>
    <message>
        <source>Buffers live at the peaks: %1 grown, %2 shrunk, %3 only in A, %4 only in B, %5 unchanged.
</source>
        <translation>Tepe noktalarında canlı arabellekler: %1 büyüyen, %2 küçülen, %3 yalnızca A&apos;da, %4 yalnızca B&apos;de, %5 değişmeyen.
</translation>
    </message>
    <message>
        <source> (in B: %1)</source>
        <translation> (B&apos;de: %1)</translation>
    </message>
    <message>
        <source> [moved in program order]</source>
        <translation> [program sırasında yeri değişti]</translation>
    </message>
    <message>
        <source>  ... %1 more: --format csv lists them all.
</source>
        <translation>  ... %1 tane daha: --format csv hepsini listeler.
</translation>
    </message>
    <message>
        <source>
Moved in program order (%1):
  %2
</source>
        <translation>
Program sırasında yeri değişenler (%1):
  %2
</translation>
    </message>
    <message>
        <source>warning: module %1 of %2 has no allocations in memory space %3 (%4).</source>
        <translation>uyarı: %2 içindeki %1 modülünün %3 bellek alanında (%4) ayırması yok.</translation>
    </message>
    <message>
        <source>%1, module %2: %3</source>
        <translation>%1, modül %2: %3</translation>
    </message>
    <message>
        <source>Memory Profile comparison, timelines aligned at the %1
A: %2
B: %3
</source>
        <translation>Bellek Profili karşılaştırması, zaman çizelgelerinin hizalandığı yer: %1
A: %2
B: %3
</translation>
    </message>
    <message>
        <source>first step</source>
        <translation>ilk adım</translation>
    </message>
    <message>
        <source>profile start</source>
        <translation>profil başlangıcı</translation>
    </message>
    <message>
        <source>Neither profile has memory activity (profile with host_trace_level &gt;= 2).
</source>
        <translation>İki profilde de bellek etkinliği yok (host_trace_level &gt;= 2 ile profil alın).
</translation>
    </message>
    <message>
        <source>
Memory ID %1%2
</source>
        <translation>
Bellek Kimliği %1%2
</translation>
    </message>
    <message>
        <source> (only in B)</source>
        <translation> (yalnızca B&apos;de)</translation>
    </message>
    <message>
        <source> (only in A)</source>
        <translation> (yalnızca A&apos;da)</translation>
    </message>
    <message>
        <source>Fragmentation at the peak</source>
        <translation>Tepe noktasında parçalanma</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 puan</translation>
    </message>
    <message>
        <source>  Breakdown at the peak by op (%1 ops):
</source>
        <translation>  Tepe noktasında işleme göre döküm (%1 işlem):
</translation>
    </message>
    <message>
        <source>Op</source>
        <translation>İşlem</translation>
    </message>
    <message>
        <source>%1: the memory profile cannot be computed: %2</source>
        <translation>%1: bellek profili hesaplanamıyor: %2</translation>
    </message>
    <message>
        <source>Overview comparison
A: %1
B: %2

</source>
        <translation>Genel Bakış karşılaştırması
A: %1
B: %2

</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>yok</translation>
    </message>
    <message>
        <source> points</source>
        <translation> puan</translation>
    </message>
    <message>
        <source>compare: %1</source>
        <translation>compare: %1</translation>
    </message>
    <message>
        <source>The peak of B grew by more than %1 % over A&apos;s.</source>
        <translation>B&apos;nin tepesi A&apos;nınkine göre %%1 değerinden fazla büyüdü.</translation>
    </message>
    <message>
        <source>The module of A (default: its largest HBM peak).</source>
        <translation>A&apos;nın modülü (varsayılan: en yüksek HBM tepesine sahip olan).</translation>
    </message>
    <message>
        <source>The module of B (default: the one named as A&apos;s).</source>
        <translation>B&apos;nin modülü (varsayılan: A&apos;nınkiyle aynı adı taşıyan).</translation>
    </message>
    <message>
        <source>The memory space (0 HBM).</source>
        <translation>Bellek alanı (0 HBM).</translation>
    </message>
    <message>
        <source>What to compare.</source>
        <translation>Neyin karşılaştırılacağı.</translation>
    </message>
    <message>
        <source>Memory Profile timelines: where time 0 is.</source>
        <translation>Bellek Profili zaman çizelgelerinde 0 zamanının nerede olacağı.</translation>
    </message>
    <message>
        <source>Exit with 3 when B&apos;s peak exceeds A&apos;s by more than PERCENT.</source>
        <translation>B&apos;nin tepesi A&apos;nınkini PERCENT değerinden fazla aşarsa 3 ile çık.</translation>
    </message>
    <message>
        <source>XSpace file</source>
        <translation>XSpace dosyası</translation>
    </message>
    <message>
        <source>trace folder</source>
        <translation>iz klasörü</translation>
    </message>
    <message>
        <source>HloProto (binary)</source>
        <translation>HloProto (ikili)</translation>
    </message>
    <message>
        <source>HloProto (JSON)</source>
        <translation>HloProto (JSON)</translation>
    </message>
    <message>
        <source>HloProto (text format)</source>
        <translation>HloProto (metin biçimi)</translation>
    </message>
    <message>
        <source>XLA out-of-memory log</source>
        <translation>XLA bellek yetersizliği günlüğü</translation>
    </message>
    <message>
        <source>none</source>
        <translation>hiçbiri</translation>
    </message>
    <message>
        <source>Path: %1
</source>
        <translation>Yol: %1
</translation>
    </message>
    <message>
        <source>Kind: %1
</source>
        <translation>Tür: %1
</translation>
    </message>
    <message>
        <source>Runs (%1, newest first):
</source>
        <translation>Çalıştırmalar (%1, en yenisi önce):
</translation>
    </message>
    <message>
        <source>  %1  %2 host(s)%3
</source>
        <translation>  %1  %2 ana makine%3
</translation>
    </message>
    <message>
        <source>  (loaded)</source>
        <translation>  (yüklendi)</translation>
    </message>
    <message>
        <source>Hosts (%1):
</source>
        <translation>Ana makineler (%1):
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
        <translation>    düzlem %1: %2 hat, %3 olay
</translation>
    </message>
    <message>
        <source>Out-of-memory reports (%1; memscope-report oom-report PATH shows them):
</source>
        <translation>Bellek yetersizliği raporları (%1; memscope-report oom-report PATH bunları gösterir):
</translation>
    </message>
    <message>
        <source>Modules (%1):
</source>
        <translation>Modüller (%1):
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
        <translation>    ad: %1
</translation>
    </message>
    <message>
        <source>    program id: %1
</source>
        <translation>    program kimliği: %1
</translation>
    </message>
    <message>
        <source>    host: %1
</source>
        <translation>    ana makine: %1
</translation>
    </message>
    <message>
        <source>    memory spaces: %1
</source>
        <translation>    bellek alanları: %1
</translation>
    </message>
    <message>
        <source>    logical buffers: %1, allocations: %2
</source>
        <translation>    mantıksal arabellekler: %1, ayırmalar: %2
</translation>
    </message>
    <message>
        <source>Warnings:
</source>
        <translation>Uyarılar:
</translation>
    </message>
    <message>
        <source>What a profile holds: runs, hosts, planes, modules.</source>
        <translation>Bir profilin içeriği: çalıştırmalar, ana makineler, düzlemler, modüller.</translation>
    </message>
    <message>
        <source>Print JSON for scripts instead of text.</source>
        <translation>Metin yerine betikler için JSON yazdır.</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>uyarı: %1</translation>
    </message>
    <message>
        <source>Usage: memscope-report COMMAND PATH [OPTIONS]

Commands:
</source>
        <translation>Kullanım: memscope-report COMMAND PATH [OPTIONS]

Komutlar:
</translation>
    </message>
    <message>
        <source>
&apos;memscope-report COMMAND --help&apos; describes a command.
</source>
        <translation>
&apos;memscope-report COMMAND --help&apos; bir komutu açıklar.
</translation>
    </message>
    <message>
        <source>Unknown command &apos;%1&apos;.

%2</source>
        <translation>Bilinmeyen komut &apos;%1&apos;.

%2</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Op Name</source>
        <translation>İşlem Adı</translation>
    </message>
    <message>
        <source>Allocation</source>
        <translation>Ayırma</translation>
    </message>
    <message>
        <source>Requested</source>
        <translation>İstenen</translation>
    </message>
    <message>
        <source>Occurrences</source>
        <translation>Tekrar Sayısı</translation>
    </message>
    <message>
        <source>Region type</source>
        <translation>Bölge türü</translation>
    </message>
    <message>
        <source>Data type</source>
        <translation>Veri türü</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Şekil</translation>
    </message>
    <message>
        <source>  Memory breakdown at the peak (%1 rows):
</source>
        <translation>  Tepe noktasında bellek dökümü (%1 satır):
</translation>
    </message>
    <message>
        <source>    ... %1 more rows: --format csv lists them all.
</source>
        <translation>    ... %1 satır daha: --format csv hepsini listeler.
</translation>
    </message>
    <message>
        <source>  Never freed within the window: none.
</source>
        <translation>  Pencere içinde hiç serbest bırakılmayan: yok.
</translation>
    </message>
    <message>
        <source>  Never freed within the window: %1 allocations, %2 (largest first):
</source>
        <translation>  Pencere içinde hiç serbest bırakılmayan: %1 ayırma, %2 (en büyüğü önce):
</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Boyut</translation>
    </message>
    <message>
        <source>Allocated at</source>
        <translation>Ayrılma anı</translation>
    </message>
    <message>
        <source>Alive for</source>
        <translation>Canlı kalma süresi</translation>
    </message>
    <message>
        <source>Memory ID %1 (host %2)
</source>
        <translation>Bellek Kimliği %1 (ana makine %2)
</translation>
    </message>
    <message>
        <source>#Allocation</source>
        <translation>#Ayırma</translation>
    </message>
    <message>
        <source>#Deallocation</source>
        <translation>#Serbest Bırakma</translation>
    </message>
    <message>
        <source>Memory Capacity</source>
        <translation>Bellek Kapasitesi</translation>
    </message>
    <message>
        <source>Lifetime Peak Heap Usage</source>
        <translation>Ömür Boyu En Yüksek Yığın Kullanımı</translation>
    </message>
    <message>
        <source>Profile-window Peak Memory Usage</source>
        <translation>Profil Penceresindeki En Yüksek Bellek Kullanımı</translation>
    </message>
    <message>
        <source>%1 (stack + heap)</source>
        <translation>%1 (yığıt + yığın)</translation>
    </message>
    <message>
        <source>  Timestamp</source>
        <translation>  Zaman damgası</translation>
    </message>
    <message>
        <source>  Stack Reservation</source>
        <translation>  Yığıt Rezervasyonu</translation>
    </message>
    <message>
        <source>  Heap Allocation</source>
        <translation>  Yığın Ayırması</translation>
    </message>
    <message>
        <source>  Free Memory</source>
        <translation>  Boş Bellek</translation>
    </message>
    <message>
        <source>  Fragmentation</source>
        <translation>  Parçalanma</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%%1</translation>
    </message>
    <message>
        <source>  Findings:
</source>
        <translation>  Bulgular:
</translation>
    </message>
    <message>
        <source>Memory Profile of %1
</source>
        <translation>%1 için Bellek Profili
</translation>
    </message>
    <message>
        <source>There is no memory profile to display because there were no memory activity data in the captured duration. To view memory profile, please profile your workload with host_trace_level &gt;= 2.
</source>
        <translation>Yakalanan sürede bellek etkinliği verisi olmadığından gösterilecek bellek profili yok. Bellek profilini görmek için iş yükünüzün profilini host_trace_level &gt;= 2 ile alın.
</translation>
    </message>
    <message>
        <source>Memory IDs: %1
</source>
        <translation>Bellek Kimlikleri: %1
</translation>
    </message>
    <message>
        <source>%1 has no memory id %2. Memory IDs: %3</source>
        <translation>%1 içinde %2 bellek kimliği yok. Bellek Kimlikleri: %3</translation>
    </message>
    <message>
        <source>XProf&apos;s Memory Profile: the allocation timeline per allocator, its summary, the breakdown at the peak, and findings about leaks and fragmentation.</source>
        <translation>XProf&apos;un Bellek Profili: ayırıcı başına ayırma zaman çizelgesi, özeti, tepe noktasındaki döküm ve sızıntılar ile parçalanmaya ilişkin bulgular.</translation>
    </message>
    <message>
        <source>Only this memory id (allocator).</source>
        <translation>Yalnızca bu bellek kimliği (ayırıcı).</translation>
    </message>
    <message>
        <source>Cannot export %1 images: the memscope desktop application was not found next to memscope-report, in ../app/ or in PATH.</source>
        <translation>%1 görüntüleri dışa aktarılamıyor: memscope masaüstü uygulaması memscope-report yanında, ../app/ içinde veya PATH içinde bulunamadı.</translation>
    </message>
    <message>
        <source>Cannot create the directory %1.</source>
        <translation>%1 klasörü oluşturulamıyor.</translation>
    </message>
    <message>
        <source>Cannot start %1: %2</source>
        <translation>%1 başlatılamıyor: %2</translation>
    </message>
    <message>
        <source>Exporting %1 images with %2 failed (exit code %3)%4</source>
        <translation>%1 görüntülerini %2 ile dışa aktarma başarısız oldu (çıkış kodu %3)%4</translation>
    </message>
    <message>
        <source>%1 holds no XLA module with a buffer assignment, so there is no memory to show.</source>
        <translation>%1 arabellek atamasına sahip XLA modülü içermiyor, bu yüzden gösterilecek bellek yok.</translation>
    </message>
    <message>
        <source>Module %1 (the largest peak of %2 modules; choose another with --module).</source>
        <translation>Modül %1 (%2 modül arasında en yüksek tepeye sahip olan; --module ile başka birini seçin).</translation>
    </message>
    <message>
        <source>warning: module %1 has no allocations in memory space %2; it has: %3.</source>
        <translation>uyarı: %1 modülünün %2 bellek alanında ayırması yok; olanlar: %3.</translation>
    </message>
    <message>
        <source>No memory allocation timeline available: module %1 has no simulated temporary allocation in memory space %2.</source>
        <translation>Bellek ayırma zaman çizelgesi yok: %1 modülünün %2 bellek alanında simüle edilmiş geçici ayırması yok.</translation>
    </message>
    <message>
        <source>XProf&apos;s Memory Viewer analysis of one module and memory space: its JSON, the text overview, the buffers at the peak as CSV or the allocation timeline as DOT; the charts as images.</source>
        <translation>XProf&apos;un tek bir modül ve bellek alanı için Bellek Görüntüleyici analizi: JSON&apos;u, metin genel bakışı, CSV olarak tepe noktasındaki arabellekler veya DOT olarak ayırma zaman çizelgesi; grafikler görüntü olarak.</translation>
    </message>
    <message>
        <source>The module (default: the one with the largest peak).</source>
        <translation>Modül (varsayılan: en yüksek tepeye sahip olan).</translation>
    </message>
    <message>
        <source>Memory space (allocation colour), default 0 (HBM).</source>
        <translation>Bellek alanı (ayırma rengi), varsayılan 0 (HBM).</translation>
    </message>
    <message>
        <source>Buffers below this size fold into one entry (0: none); default 16384.</source>
        <translation>Bu boyutun altındaki arabellekler tek bir girişte toplanır (0: hiçbiri); varsayılan 16384.</translation>
    </message>
    <message>
        <source>Also export the charts as PNG into this directory.</source>
        <translation>Grafikleri ayrıca bu klasöre PNG olarak aktar.</translation>
    </message>
    <message>
        <source>Also export the charts as SVG into this directory.</source>
        <translation>Grafikleri ayrıca bu klasöre SVG olarak aktar.</translation>
    </message>
    <message>
        <source>%1 has no module &apos;%2&apos;. Its modules: %3</source>
        <translation>%1 içinde &apos;%2&apos; modülü yok. Modülleri: %3</translation>
    </message>
    <message>
        <source>(size unknown)</source>
        <translation>(boyut bilinmiyor)</translation>
    </message>
    <message>
        <source>Unpadded size</source>
        <translation>Dolgusuz boyut</translation>
    </message>
    <message>
        <source>Extra memory due to padding</source>
        <translation>Dolgu nedeniyle ek bellek</translation>
    </message>
    <message>
        <source>%1 (%2x expansion)</source>
        <translation>%1 (%2x genişleme)</translation>
    </message>
    <message>
        <source>Allocation type</source>
        <translation>Ayırma türü</translation>
    </message>
    <message>
        <source>Instruction</source>
        <translation>Komut</translation>
    </message>
    <message>
        <source>Framework op</source>
        <translation>Framework işlemi</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Kaynak</translation>
    </message>
    <message>
        <source>Not in the report</source>
        <translation>Raporda yok</translation>
    </message>
    <message>
        <source>Report %1 of %2 (%3)
</source>
        <translation>Rapor %1 / %2 (%3)
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
        <translation>Uyarılar
</translation>
    </message>
    <message>
        <source>Not in the report (it is not a profile)
</source>
        <translation>Raporda yok (bir profil değildir)
</translation>
    </message>
    <message>
        <source>Cannot read standard input: %1</source>
        <translation>Standart girdi okunamıyor: %1</translation>
    </message>
    <message>
        <source>standard input</source>
        <translation>standart girdi</translation>
    </message>
    <message>
        <source>No XLA out-of-memory report found in %1: it is a profile, not a log (memscope-report info shows what it holds).</source>
        <translation>%1 içinde XLA bellek yetersizliği raporu bulunamadı: bu bir günlük değil, bir profil (memscope-report info içeriğini gösterir).</translation>
    </message>
    <message>
        <source>warning: report %1 (%2): %3</source>
        <translation>uyarı: rapor %1 (%2): %3</translation>
    </message>
    <message>
        <source>The XLA out-of-memory reports in a log (plain or gzip; - reads standard input): requested size, allocation statistics and the peak buffers.</source>
        <translation>Bir günlükteki XLA bellek yetersizliği raporları (düz veya gzip; - standart girdiyi okur): istenen boyut, ayırma istatistikleri ve tepe noktasındaki arabellekler.</translation>
    </message>
    <message>
        <source>The Overview Page of a profile: the run&apos;s performance summary on TPU or GPU.</source>
        <translation>Bir profilin Genel Bakış sayfası: çalıştırmanın TPU veya GPU üzerindeki performans özeti.</translation>
    </message>
    <message>
        <source>%1: no host named &apos;%2&apos;</source>
        <translation>%1: &apos;%2&apos; adlı ana makine yok</translation>
    </message>
    <message>
        <source>--plane: &apos;%1&apos; is not a valid regular expression (%2).</source>
        <translation>--plane: &apos;%1&apos; geçerli bir düzenli ifade değil (%2).</translation>
    </message>
    <message>
        <source>--start-ms and --end-ms need numbers of milliseconds, the end not before the start.</source>
        <translation>--start-ms ve --end-ms milisaniye cinsinden sayılar gerektirir; bitiş başlangıçtan önce olamaz.</translation>
    </message>
    <message>
        <source>Cannot write the trace to the standard output.</source>
        <translation>İz standart çıktıya yazılamıyor.</translation>
    </message>
    <message>
        <source>The run&apos;s timeline, every event of every plane, as Chrome trace-event JSON (Perfetto, chrome://tracing) or CSV.</source>
        <translation>Çalıştırmanın zaman çizelgesi, her düzlemin her olayı; Chrome trace-event JSON (Perfetto, chrome://tracing) veya CSV olarak.</translation>
    </message>
    <message>
        <source>Only this host of a trace folder.</source>
        <translation>Bir iz klasörünün yalnızca bu ana makinesi.</translation>
    </message>
    <message>
        <source>Only the planes whose names match this pattern.</source>
        <translation>Yalnızca adları bu kalıpla eşleşen düzlemler.</translation>
    </message>
    <message>
        <source>Only events that end after T ms from the trace&apos;s start.</source>
        <translation>Yalnızca izin başlangıcından itibaren T ms&apos;den sonra biten olaylar.</translation>
    </message>
    <message>
        <source>Only events that start before T ms from the trace&apos;s start.</source>
        <translation>Yalnızca izin başlangıcından itibaren T ms&apos;den önce başlayan olaylar.</translation>
    </message>
    <message>
        <source>Chrome trace-event JSON</source>
        <translation>Chrome trace-event JSON</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more (memscope-report info %2 lists them all)</source>
        <translation>
            <numerusform>%1 ve %n tane daha (memscope-report info %2 hepsini listeler)</numerusform>
        </translation>
    </message>
    <message>
        <source>    a trace only (Chrome trace-event JSON, %1 event objects): memscope-report trace PATH shows it
</source>
        <translation>    yalnızca bir iz (Chrome trace-event JSON, %1 olay nesnesi): memscope-report trace PATH bunu gösterir
</translation>
    </message>
    <message>
        <source>PyTorch memory snapshot</source>
        <translation>PyTorch bellek anlık görüntüsü</translation>
    </message>
    <message>
        <source>before the trace</source>
        <translation>izden önce</translation>
    </message>
    <message>
        <source>action %1 (+%2 ms)</source>
        <translation>eylem %1 (+%2 ms)</translation>
    </message>
    <message>
        <source>action %1</source>
        <translation>eylem %1</translation>
    </message>
    <message>
        <source>(%1 C++ frames folded)
</source>
        <translation>(%1 C++ çerçevesi katlandı)
</translation>
    </message>
    <message>
        <source>    %1 at %2, stream %3, allocated %4, freed %5
</source>
        <translation>    %1, %2 adresinde, akış %3, ayrıldı: %4, serbest bırakıldı: %5
</translation>
    </message>
    <message>
        <source>never</source>
        <translation>hiç</translation>
    </message>
    <message>
        <source>(no frames: allocated before the history was recorded)</source>
        <translation>(çerçeve yok: geçmiş kaydedilmeden önce ayrıldı)</translation>
    </message>
    <message>
        <source>    ... and %1 more: --top or --format csv lists them.
</source>
        <translation>    ... ve %1 tane daha: --top veya --format csv hepsini listeler.
</translation>
    </message>
    <message>
        <source>Device %1 — trace events: %2
</source>
        <translation>Aygıt %1 — iz olayları: %2
</translation>
    </message>
    <message>
        <source>  Allocations: %1 (live at the start: %2, %3; live at the end: %4, %5)
</source>
        <translation>  Ayırmalar: %1 (başta canlı: %2, %3; sonda canlı: %4, %5)
</translation>
    </message>
    <message>
        <source>  Peak: %1 (%2 bytes) %3; allocations live: %4
</source>
        <translation>  Tepe: %1 (%2 bayt) %3; canlı ayırmalar: %4
</translation>
    </message>
    <message>
        <source>at the start</source>
        <translation>başta</translation>
    </message>
    <message>
        <source>after %1</source>
        <translation>%1 sonrasında</translation>
    </message>
    <message>
        <source>  Reserved: %1 (segments: %2); in them %3 allocated, %4 pending free, %5 inactive
</source>
        <translation>  Ayrılmış: %1 (segmentler: %2); içlerinde %3 ayrılmış, %4 serbest bırakılmayı bekliyor, %5 etkin değil
</translation>
    </message>
    <message>
        <source>  Largest allocations at the peak:
</source>
        <translation>  Tepedeki en büyük ayırmalar:
</translation>
    </message>
    <message>
        <source>  Never freed: none (every allocation made in the trace was freed in it).
</source>
        <translation>  Hiç serbest bırakılmayan: yok (izde yapılan her ayırma izde serbest bırakıldı).
</translation>
    </message>
    <message>
        <source>  Never freed (made in the trace, still live at its end) — allocations: %1, %2:
</source>
        <translation>  Hiç serbest bırakılmayan (izde yapılıp sonunda hâlâ canlı) — ayırmalar: %1, %2:
</translation>
    </message>
    <message>
        <source>  Out of memory: none.
</source>
        <translation>  Bellek yetersizliği: yok.
</translation>
    </message>
    <message>
        <source>  Out of memory after %1: %2 requested, %3 free on the device, %4 allocated
</source>
        <translation>  %1 sonrasında bellek yetersiz: %2 istendi, aygıtta %3 boş, %4 ayrılmış
</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>bilinmiyor</translation>
    </message>
    <message>
        <source>(no frames recorded)</source>
        <translation>(kaydedilmiş çerçeve yok)</translation>
    </message>
    <message>
        <source>%1: not a PyTorch memory snapshot; memscope-report info says what it is</source>
        <translation>%1: bir PyTorch bellek anlık görüntüsü değil; ne olduğunu memscope-report info söyler</translation>
    </message>
    <message>
        <source>%1: no device %2; the snapshot has: %3</source>
        <translation>%1: %2 aygıtı yok; anlık görüntüdekiler: %3</translation>
    </message>
    <message>
        <source>PyTorch memory snapshot %1 — devices: %2, trace events: %3, segments: %4%5
</source>
        <translation>PyTorch bellek anlık görüntüsü %1 — aygıtlar: %2, iz olayları: %3, segmentler: %4%5
</translation>
    </message>
    <message>
        <source> (no times in the trace: actions are in event order)</source>
        <translation> (izde zaman yok: eylemler olay sırasında)</translation>
    </message>
    <message>
        <source>Only this device (an index of device_traces).</source>
        <translation>Yalnızca bu aygıt (device_traces içinde bir dizin).</translation>
    </message>
    <message>
        <source>How many allocations to list at the peak and never freed.</source>
        <translation>Tepede ve hiç serbest bırakılmayanlarda listelenecek ayırma sayısı.</translation>
    </message>
    <message>
        <source>PyTorch memory snapshot comparison
A: %1
B: %2
</source>
        <translation>PyTorch bellek anlık görüntüsü karşılaştırması
A: %1
B: %2
</translation>
    </message>
    <message>
        <source>
Device %1%2
</source>
        <translation>
Aygıt %1%2
</translation>
    </message>
    <message>
        <source>  Live at the peak by call stack, largest change first (%1 stacks):
</source>
        <translation>  Zirvede canlı olanlar çağrı yığınına göre, en büyük değişim önce (%1 yığın):
</translation>
    </message>
    <message>
        <source>    %1 -&gt; %2 (%3), %4 -&gt; %5 allocations
</source>
        <translation>    %1 -&gt; %2 (%3), %4 -&gt; %5 ayırma
</translation>
    </message>
    <message>
        <source>(no frames)</source>
        <translation>(çerçeve yok)</translation>
    </message>
    <message>
        <source>    ... %1 more: --format csv lists them all.
</source>
        <translation>    ... %1 tane daha: --format csv hepsini listeler.
</translation>
    </message>
    <message>
        <source>%1 is a PyTorch memory snapshot and %2 is not: compare two snapshots.</source>
        <translation>%1 bir PyTorch bellek anlık görüntüsü, %2 değil: iki anlık görüntüyü karşılaştırın.</translation>
    </message>
    <message>
        <source>Two profiles, two modules or two PyTorch memory snapshots side by side with the deltas; with --fail-if-peak-grows a gate for CI.</source>
        <translation>İki profil, iki modül ya da iki PyTorch bellek anlık görüntüsü farklarıyla yan yana; --fail-if-peak-grows ile CI için bir kapı.</translation>
    </message>
    <message>
        <source>  Iterations: none found (no annotation starts twice and the allocations do not repeat evenly over the trace), so no growth from one to the next.
</source>
        <translation>  Yinelemeler: bulunamadı (hiçbir açıklama iki kez başlamıyor ve ayırmalar iz boyunca düzenli tekrarlanmıyor), bu yüzden birinden diğerine büyüme yok.
</translation>
    </message>
    <message>
        <source>  Iterations: %1, each starting at the annotation %2
</source>
        <translation>  Yinelemeler: %1, her biri %2 açıklamasında başlıyor
</translation>
    </message>
    <message>
        <source>  Iterations: %1, each starting with the allocation of this stack (the allocations repeat evenly over them):
</source>
        <translation>  Yinelemeler: %1, her biri bu yığının ayırmasıyla başlıyor (ayırmalar bunlar boyunca düzenli tekrarlanıyor):
</translation>
    </message>
    <message>
        <source>memory grows from one iteration to the next.</source>
        <translation>bellek bir yinelemeden diğerine büyüyor.</translation>
    </message>
    <message>
        <source>no steady growth.</source>
        <translation>düzenli büyüme yok.</translation>
    </message>
    <message>
        <source>  What grew from the second iteration&apos;s start to the last&apos;s, by stack:
</source>
        <translation>  İkinci yinelemenin başından sonuncunun başına büyüyenler, yığına göre:
</translation>
    </message>
    <message>
        <source>    +%1 in %2 more allocations
</source>
        <translation>    %2 ayırma daha ile +%1
</translation>
    </message>
    <message>
        <source>    ... and %1 more stacks: --top lists them.
</source>
        <translation>    ... ve %1 yığın daha: --top hepsini listeler.
</translation>
    </message>
    <message>
        <source>A PyTorch CUDA memory snapshot (torch.cuda.memory._dump_snapshot): per device the peak as PyTorch&apos;s memory viewer computes it, the largest allocations live there with their stacks, what was never freed, the out-of-memory events, and whether memory grows from one iteration to the next.</source>
        <translation>Bir PyTorch CUDA bellek anlık görüntüsü (torch.cuda.memory._dump_snapshot): her aygıt için PyTorch&apos;un bellek görüntüleyicisinin hesapladığı gibi tepe, orada canlı olan en büyük ayırmalar ve yığınları, hiç serbest bırakılmayanlar, bellek yetersizliği olayları ve belleğin bir yinelemeden diğerine büyüyüp büyümediği.</translation>
    </message>
    <message>
        <source>  Live when they start: %1 at the first (%2), %3 at the last (%4)
</source>
        <translation>  Başladıklarında canlı olan: ilkinde %1 (%2), sonuncusunda %3 (%4)
</translation>
    </message>
    <message>
        <source>  From the second&apos;s start to the last&apos;s (the first sets up what a loop keeps): %1, rising in %2 of %3 steps: %4
</source>
        <translation>  İkincinin başından sonuncunun başına (ilki döngünün tuttuklarını kurar): %1, %3 adımın %2 tanesinde artış: %4
</translation>
    </message>
    <message>
        <source>  From the first&apos;s start to the last&apos;s: %1, rising in %2 of %3 steps: %4
</source>
        <translation>  İlkinin başından sonuncunun başına: %1, %3 adımın %2 tanesinde artış: %4
</translation>
    </message>
    <message>
        <source>Device %1, stream %2 only — its trace events: %3
</source>
        <translation>Aygıt %1, yalnızca akış %2 — iz olayları: %3
</translation>
    </message>
    <message>
        <source>%1: no stream %2; the snapshot has: %3</source>
        <translation>%1: %2 akışı yok; anlık görüntüdekiler: %3</translation>
    </message>
    <message>
        <source>Only this CUDA stream&apos;s allocations and segments (the value torch records: 0, or a pointer such as 0x55d0e2f0a420).</source>
        <translation>Yalnızca bu CUDA akışının ayırmaları ve segmentleri (torch&apos;un kaydettiği değer: 0 ya da 0x55d0e2f0a420 gibi bir işaretçi).</translation>
    </message>
</context>
<context>
    <name>memscope::torch</name>
    <message>
        <source>byte %L1: %2</source>
        <translation>bayt %L1: %2</translation>
    </message>
    <message>
        <source>the file ends at byte %L1, inside %2, which needs %L3 more bytes</source>
        <translation>dosya %L1. baytta, %2 içinde bitiyor; %L3 bayt daha gerekiyor</translation>
    </message>
    <message>
        <source>%1 has no end of line before the end of the file</source>
        <translation>%1 dosyanın sonundan önce satır sonu içermiyor</translation>
    </message>
    <message>
        <source>an integer of %L1 bytes; a memory snapshot&apos;s fit in 8</source>
        <translation>%L1 baytlık bir tamsayı; bir bellek anlık görüntüsününkiler 8 bayta sığar</translation>
    </message>
    <message>
        <source>%1 finds nothing on the stack to take</source>
        <translation>%1 yığında alınacak bir şey bulamıyor</translation>
    </message>
    <message>
        <source>%1 without a MARK before it</source>
        <translation>%1 öncesinde MARK olmadan</translation>
    </message>
    <message>
        <source>a container holds itself; a memory snapshot never does</source>
        <translation>bir kap kendini içeriyor; bir bellek anlık görüntüsü bunu asla yapmaz</translation>
    </message>
    <message>
        <source>%1 adds to something that is not a %2 being built</source>
        <translation>%1, oluşturulmakta olan bir %2 olmayan şeye ekliyor</translation>
    </message>
    <message>
        <source>a %1&apos;s &apos;%2&apos; is not an integer</source>
        <translation>bir %1 öğesinin &apos;%2&apos; alanı tamsayı değil</translation>
    </message>
    <message>
        <source>a trace event&apos;s &apos;action&apos; is not a string</source>
        <translation>bir iz olayının &apos;action&apos; alanı metin değil</translation>
    </message>
    <message>
        <source>more than 4 294 967 295 trace events</source>
        <translation>4 294 967 295&apos;ten fazla iz olayı</translation>
    </message>
    <message>
        <source>a segment&apos;s blocks hold something that is not a block</source>
        <translation>bir segmentin blokları blok olmayan bir şey içeriyor</translation>
    </message>
    <message>
        <source>nothing on the stack to keep in the memo</source>
        <translation>yığında belleğe alınacak bir şey yok</translation>
    </message>
    <message>
        <source>memo slot %L1 out of order (the memo holds %L2)</source>
        <translation>bellek yuvası %L1 sıra dışı (bellekte %L2 var)</translation>
    </message>
    <message>
        <source>memo slot %L1 was never filled (the memo holds %L2)</source>
        <translation>bellek yuvası %L1 hiç doldurulmadı (bellekte %L2 var)</translation>
    </message>
    <message>
        <source>DICT with a key without a value</source>
        <translation>değeri olmayan bir anahtarla DICT</translation>
    </message>
    <message>
        <source>%1 has no container below its MARK</source>
        <translation>%1, MARK&apos;ının altında kap bulamıyor</translation>
    </message>
    <message>
        <source>SETITEMS with a key without a value</source>
        <translation>değeri olmayan bir anahtarla SETITEMS</translation>
    </message>
    <message>
        <source>opcode %1 (a protocol 0 string) is not read; snapshots are written with protocol 2 or later</source>
        <translation>%1 işlem kodu (protokol 0 metni) okunmaz; anlık görüntüler protokol 2 veya sonrasıyla yazılır</translation>
    </message>
    <message>
        <source>opcode %1 asks for %2; a memory snapshot never does, so the file is refused (nothing in it was run)</source>
        <translation>%1 işlem kodu %2 istiyor; bir bellek anlık görüntüsü bunu asla yapmaz, dosya reddedildi (içindeki hiçbir şey çalıştırılmadı)</translation>
    </message>
    <message>
        <source>opcode %1 asks to build an object or call a function; a memory snapshot never does, so the file is refused (nothing in it was run)</source>
        <translation>%1 işlem kodu bir nesne oluşturmak veya bir işlev çağırmak istiyor; bir bellek anlık görüntüsü bunu asla yapmaz, dosya reddedildi (içindeki hiçbir şey çalıştırılmadı)</translation>
    </message>
    <message>
        <source>the file ends before the pickle&apos;s STOP</source>
        <translation>dosya pickle&apos;ın STOP işaretinden önce bitiyor</translation>
    </message>
    <message>
        <source>pickle protocol %1; snapshots are read in protocols 2 to 5</source>
        <translation>pickle protokolü %1; anlık görüntüler protokol 2 ile 5 arasında okunur</translation>
    </message>
    <message>
        <source>DUP finds nothing on the stack to copy</source>
        <translation>DUP yığında kopyalanacak bir şey bulamıyor</translation>
    </message>
    <message>
        <source>DUP of a container being built; Python&apos;s pickler never writes it</source>
        <translation>oluşturulmakta olan bir kabın DUP&apos;u; Python&apos;un pickler&apos;ı bunu asla yazmaz</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number</source>
        <translation>&apos;%1&apos; bir tam sayı değil</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>&apos;%1&apos; bir sayı değil</translation>
    </message>
    <message>
        <source>TUPLE%1 finds fewer than %1 values on the stack</source>
        <translation>TUPLE%1 yığında %1 değerden az buluyor</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a memo slot</source>
        <translation>&apos;%1&apos; bir bellek yuvası değil</translation>
    </message>
    <message>
        <source>0x%1 is not a pickle opcode</source>
        <translation>0x%1 bir pickle işlem kodu değil</translation>
    </message>
    <message>
        <source>the pickle holds no dict with &apos;segments&apos; or &apos;device_traces&apos;: it is not a PyTorch memory snapshot</source>
        <translation>pickle &apos;segments&apos; veya &apos;device_traces&apos; içeren bir sözlük tutmuyor: bir PyTorch bellek anlık görüntüsü değil</translation>
    </message>
    <message>
        <source>&apos;segments&apos; is not a list</source>
        <translation>&apos;segments&apos; bir liste değil</translation>
    </message>
    <message>
        <source>&apos;segments&apos; holds something that is not a segment</source>
        <translation>&apos;segments&apos; segment olmayan bir şey içeriyor</translation>
    </message>
    <message>
        <source>&apos;device_traces&apos; is not a list</source>
        <translation>&apos;device_traces&apos; bir liste değil</translation>
    </message>
    <message>
        <source>&apos;device_traces&apos; holds something that is not a list</source>
        <translation>&apos;device_traces&apos; liste olmayan bir şey içeriyor</translation>
    </message>
    <message>
        <source>a device&apos;s trace holds something that is not a trace event</source>
        <translation>bir aygıtın izi iz olayı olmayan bir şey içeriyor</translation>
    </message>
</context>
<context>
    <name>memscope::trace</name>
    <message>
        <source>%1: the event at byte %2 cannot be read</source>
        <translation>%1: %2. bayttaki olay okunamıyor</translation>
    </message>
    <message>
        <source>the plane at byte %1 cannot be parsed for the event grouping, so no steps are shown</source>
        <translation>%1. bayttaki düzlem olay gruplaması için ayrıştırılamıyor, bu yüzden adım gösterilmiyor</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>iptal edildi</translation>
    </message>
    <message>
        <source>the trace JSON is not valid at byte %1 of %2 (decompressed): %3</source>
        <translation>iz JSON&apos;u bayt %1 / %2 konumunda geçerli değil (sıkıştırması açılmış): %3</translation>
    </message>
    <message>
        <source>the trace JSON is not valid at byte %1 of %2: %3</source>
        <translation>iz JSON&apos;u bayt %1 / %2 konumunda geçerli değil: %3</translation>
    </message>
    <message>
        <source>it ends where %1 should follow</source>
        <translation>%1 gelmesi gereken yerde bitiyor</translation>
    </message>
    <message>
        <source>expected %1, found &apos;%2&apos;</source>
        <translation>%1 bekleniyordu, &apos;%2&apos; bulundu</translation>
    </message>
    <message>
        <source>a string is not closed</source>
        <translation>bir dize kapatılmamış</translation>
    </message>
    <message>
        <source>&apos;\%1&apos; is not a JSON escape</source>
        <translation>&apos;\%1&apos; bir JSON kaçış dizisi değil</translation>
    </message>
    <message>
        <source>values are nested deeper than %1 levels</source>
        <translation>değerler %1 düzeyden daha derin iç içe</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a JSON value</source>
        <translation>&apos;%1&apos; bir JSON değeri değil</translation>
    </message>
    <message>
        <source>a \u escape needs four hex digits</source>
        <translation>bir \u kaçış dizisi dört onaltılık basamak gerektirir</translation>
    </message>
    <message>
        <source>the object has no &quot;traceEvents&quot; array</source>
        <translation>nesnede &quot;traceEvents&quot; dizisi yok</translation>
    </message>
    <message>
        <source>more follows the trace</source>
        <translation>izden sonra başka veri geliyor</translation>
    </message>
    <message numerus="yes">
        <source>%n begin event(s) (&quot;B&quot;) without an end, shown up to the trace&apos;s end</source>
        <translation>
            <numerusform>sonu olmayan %n başlangıç olayı (&quot;B&quot;), izin sonuna kadar gösteriliyor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n end event(s) (&quot;E&quot;) without a begin, left out</source>
        <translation>
            <numerusform>başlangıcı olmayan %n bitiş olayı (&quot;E&quot;), dışarıda bırakıldı</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) without a valid &quot;ts&quot;, left out</source>
        <translation>
            <numerusform>geçerli &quot;ts&quot; değeri olmayan %n olay, dışarıda bırakıldı</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n event(s) of phase &quot;%1&quot;, which the Trace Viewer does not show, left out</source>
        <translation>
            <numerusform>İz Görüntüleyici&apos;nin göstermediği &quot;%1&quot; aşamasındaki %n olay, dışarıda bırakıldı</numerusform>
        </translation>
    </message>
    <message>
        <source>neither an XSpace nor Chrome trace-event JSON, so it has no trace</source>
        <translation>ne XSpace ne de Chrome trace-event JSON, bu yüzden izi yok</translation>
    </message>
</context>
<context>
    <name>memscope::xplane</name>
    <message>
        <source>the XSpace is damaged at byte %1 of %2</source>
        <translation>XSpace bozuk, bayt %1 / %2</translation>
    </message>
</context>
</TS>
