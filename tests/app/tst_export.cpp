// SPDX-License-Identifier: Apache-2.0
#include "export/export.h"

#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QStandardItemModel>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace memscope;

namespace {

QByteArray readAll(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool isWellFormedXml(const QByteArray& text)
{
    QXmlStreamReader reader(text);
    while (!reader.atEnd())
        reader.readNext();
    return !reader.hasError();
}

} // namespace

class TestExport : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void anImageSaysWhatItShowsAndLeavesOutTheControls()
    {
        QWidget page;
        page.resize(600, 200); // wider than the heading: the image is as wide as the page
        QPalette palette = page.palette();
        palette.setColor(QPalette::Base, Qt::white);
        palette.setColor(QPalette::Window, Qt::white);
        palette.setColor(QPalette::Button, Qt::red);
        page.setPalette(palette);
        page.setAutoFillBackground(true);
        auto* button = new QPushButton(QStringLiteral("Export"), &page);
        button->setGeometry(300, 150, 80, 30);
        auto* field = new QLineEdit(&page);
        field->setGeometry(10, 150, 200, 30);
        // A label that says how to use the view (a form's "…Hint") is left out; another stays.
        const auto redLabel = [&](const QString& name, const QRect& where) {
            auto* label = new QLabel(QStringLiteral("Hover over a buffer"), &page);
            label->setObjectName(name);
            label->setAutoFillBackground(true);
            QPalette red = label->palette();
            red.setColor(QPalette::Window, Qt::red);
            label->setPalette(red);
            label->setGeometry(where);
            return label;
        };
        QLabel* hint = redLabel(QStringLiteral("chartHint"), QRect(10, 20, 150, 30));
        redLabel(QStringLiteral("chartTitle"), QRect(200, 20, 150, 30));
        page.show();
        setExportCaption(&page, QStringLiteral("train.xplane.pb — jit_step(3) — HBM"));
        QTemporaryDir folder;
        QString error;
        const ExportTarget target { QStringLiteral("view"), QStringLiteral("Memory Allocation Chart"), &page };
        const QString png = folder.filePath(QStringLiteral("view.png"));
        QVERIFY2(exportView(target, png, ImageFormat::Png, &error), qPrintable(error));
        const QImage image(png);
        const double ratio = double(image.width()) / 600;
        const int heading = int(image.height() / ratio) - 200;
        QVERIFY(heading > 10); // a heading above the view
        // No red button face, no field and no hint where they were; the other label is there.
        const auto colourAt = [&](const QPoint& point) {
            return image.pixelColor(int(point.x() * ratio), int((point.y() + heading) * ratio));
        };
        for (const QPoint& point : { QPoint(340, 165), QPoint(100, 165), QPoint(12, 22) })
            QVERIFY2(colourAt(point) == QColor(Qt::white), qPrintable(colourAt(point).name()));
        QCOMPARE(colourAt(QPoint(202, 22)), QColor(Qt::red));
        QVERIFY(button->isVisible() && field->isVisible() && hint->isVisible()); // back on the page
        const QString svg = folder.filePath(QStringLiteral("view.svg"));
        QVERIFY(exportView(target, svg, ImageFormat::Svg, &error));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(file.readAll())
                    .contains(QStringLiteral("Memory Allocation Chart — train.xplane.pb — jit_step(3) — HBM")));
    }

    void writesEveryImageFormat()
    {
        QTemporaryDir folder;
        QLabel label(QStringLiteral("Memory at the peak"));
        label.resize(320, 80);
        QString error;
        QVERIFY2(exportView({ QStringLiteral("view"), QStringLiteral("View"), &label },
                     folder.filePath(QStringLiteral("view.png")), ImageFormat::Png, &error),
            qPrintable(error));
        QVERIFY2(exportView({ QStringLiteral("view"), QStringLiteral("View"), &label },
                     folder.filePath(QStringLiteral("view.svg")), ImageFormat::Svg, &error),
            qPrintable(error));
        QVERIFY2(exportView({ QStringLiteral("view"), QStringLiteral("View"), &label },
                     folder.filePath(QStringLiteral("view.pdf")), ImageFormat::Pdf, &error),
            qPrintable(error));
        const QImage image(folder.filePath(QStringLiteral("view.png")));
        QVERIFY(!image.isNull());
        QVERIFY(image.width() >= 320); // at least the widget's size, sharper on dense screens
        const QByteArray svg = readAll(folder.filePath(QStringLiteral("view.svg")));
        QVERIFY(svg.contains("<svg"));
        QVERIFY(isWellFormedXml(svg));
        QVERIFY(readAll(folder.filePath(QStringLiteral("view.pdf"))).startsWith("%PDF"));
    }

    void paintsAnythingThatPaints()
    {
        QTemporaryDir folder;
        const QString path = folder.filePath(QStringLiteral("square.png"));
        QString error;
        QVERIFY(exportPainting(
            QSize(40, 20), [](QPainter& painter) { painter.fillRect(QRect(0, 0, 20, 20), Qt::red); }, path,
            ImageFormat::Png, &error));
        const QImage image(path);
        const qreal ratio = image.width() / 40.0;
        QCOMPARE(image.pixelColor(int(10 * ratio), int(10 * ratio)), QColor(Qt::red));
        QCOMPARE(image.pixelColor(int(30 * ratio), int(10 * ratio)).alpha(), 0); // unpainted stays transparent
    }

    void aFailedExportNamesTheFileAndKeepsTheOldOne()
    {
        QTemporaryDir folder;
        const QString missing = folder.filePath(QStringLiteral("no/such/folder/view.png"));
        QLabel label(QStringLiteral("x"));
        label.resize(50, 20);
        QString error;
        QVERIFY(
            !exportView({ QStringLiteral("view"), QStringLiteral("View"), &label }, missing, ImageFormat::Png, &error));
        QVERIFY2(error.contains(missing), qPrintable(error));
        QVERIFY(!exportView({}, folder.filePath(QStringLiteral("x.png")), ImageFormat::Png, &error));
        QVERIFY(!QFile::exists(folder.filePath(QStringLiteral("x.png"))));

        // Writing over an existing file replaces it only on success.
        const QString existing = folder.filePath(QStringLiteral("table.csv"));
        QVERIFY(writeTextFile(existing, "old\n", &error));
        QLabel empty;
        empty.resize(0, 0);
        QVERIFY(!exportView({ QStringLiteral("empty"), QStringLiteral("Empty"), &empty }, existing, ImageFormat::Png,
            &error)); // nothing to draw
        QCOMPARE(readAll(existing), QByteArray("old\n"));
        QVERIFY(writeTextFile(existing, "new\n", &error));
        QCOMPARE(readAll(existing), QByteArray("new\n"));
    }

    void csvQuotesWhatNeedsQuoting()
    {
        QStandardItemModel model(2, 2);
        model.setHorizontalHeaderLabels({ QStringLiteral("Name"), QStringLiteral("Shape") });
        model.setItem(0, 0, new QStandardItem(QStringLiteral("fusion.1")));
        model.setItem(0, 1, new QStandardItem(QStringLiteral("f32[8,128]{1,0}")));
        model.setItem(1, 0, new QStandardItem(QStringLiteral("say \"hi\"")));
        model.setItem(1, 1, new QStandardItem(QStringLiteral("two\nlines")));
        QCOMPARE(modelToCsv(model),
            QByteArray("Name,Shape\r\nfusion.1,\"f32[8,128]{1,0}\"\r\n\"say \"\"hi\"\"\",\"two\nlines\"\r\n"));
    }

    void formatNames()
    {
        QCOMPARE(imageFormatFromName(QStringLiteral("PNG")), std::optional<ImageFormat>(ImageFormat::Png));
        QCOMPARE(imageFormatFromName(QStringLiteral("pdf")), std::optional<ImageFormat>(ImageFormat::Pdf));
        QVERIFY(!imageFormatFromName(QStringLiteral("jpeg")));
        QCOMPARE(imageFormatSuffix(ImageFormat::Svg), QStringLiteral("svg"));
    }
};

QTEST_MAIN(TestExport)
#include "tst_export.moc"
