// SPDX-License-Identifier: Apache-2.0
#include "memoryviewer/memoryviewerpage.h"
#include "support/syntheticresult.h"

#include <QTest>

using namespace memscope;

class TestMemoryViewerPage : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsResult()
    {
        MemoryViewerPage page;
        page.resize(1400, 1000);
        page.setResult(test::makeSyntheticResult(), QStringLiteral("jit_train_step(1)"));
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.contentWidget()->grab().save(QStringLiteral("/tmp/mv-page.png"));
    }
};

QTEST_MAIN(TestMemoryViewerPage)
#include "tst_memoryviewerpage.moc"
