// SPDX-License-Identifier: Apache-2.0
// The one tick rule of every chart: round 1-2-5 steps, whole program orders.

#include "models/axisticks.h"

#include <QTest>
#include <cmath>

using namespace memscope;

namespace {

// A step is 1, 2 or 5 times a power of ten.
bool isOneTwoFive(double step)
{
    const double mantissa = step / std::pow(10.0, std::floor(std::log10(step) + 1e-9));
    return std::fabs(mantissa - 1) < 1e-9 || std::fabs(mantissa - 2) < 1e-9 || std::fabs(mantissa - 5) < 1e-9;
}

} // namespace

class TestAxisTicks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundDistinctMonotonic_data()
    {
        QTest::addColumn<double>("first");
        QTest::addColumn<double>("last");
        QTest::addColumn<int>("target");
        // The Memory Profile ranges of issue 14 and zooms into them.
        QTest::newRow("tpu window") << 2781.5 << 27020.0 << 10;
        QTest::newRow("zoomed") << 19500.0 << 20389.0 << 8;
        QTest::newRow("deep zoom") << 10.0 << 10.0015 << 6;
        QTest::newRow("negative start") << -0.4 << 39.9 << 7;
        QTest::newRow("gigabytes") << 0.0 << 31.7 << 6;
    }
    void roundDistinctMonotonic()
    {
        QFETCH(double, first);
        QFETCH(double, last);
        QFETCH(int, target);
        const AxisTicks ticks = niceTicks(first, last, target);
        QVERIFY(isOneTwoFive(ticks.step));
        QVERIFY(ticks.values.size() >= 2);
        QVERIFY(ticks.values.size() <= static_cast<size_t>(2 * target + 1));
        QStringList labels;
        for (size_t i = 0; i < ticks.values.size(); ++i) {
            const double value = ticks.values[i];
            QVERIFY(value >= first && value <= last);
            // A multiple of the step, printed exactly with the decimals given.
            QVERIFY(std::fabs(value / ticks.step - std::round(value / ticks.step)) < 1e-6);
            labels << QString::number(value, 'f', ticks.decimals);
            QCOMPARE(labels.last().toDouble(), value);
            if (i > 0)
                QVERIFY(value > ticks.values[i - 1]);
        }
        labels.removeDuplicates();
        QCOMPARE(labels.size(), static_cast<qsizetype>(ticks.values.size()));
    }

    void programOrdersAreWholeNumbers()
    {
        // A 3-step module over 700 pixels: "0 0 0 1 1 1 1 2 2 2" before.
        const AxisTicks ticks = niceTicks(0, 3, 8, AxisValues::Integer);
        QCOMPARE(ticks.step, 1.0);
        QCOMPARE(ticks.decimals, 0);
        QCOMPARE(ticks.values, (std::vector<double> { 0, 1, 2, 3 }));
        // After a zoom no tick sits between two program orders.
        for (const double value : niceTicks(3.5, 7.25, 10, AxisValues::Integer).values)
            QCOMPARE(value, std::round(value));
    }

    void upperBoundOnlyDependsOnTheData()
    {
        QCOMPARE(niceUpperBound(31.7, 8), 35.0);
        QCOMPARE(niceUpperBound(31.7, 8), niceUpperBound(31.7, 8));
        QCOMPARE(niceUpperBound(0.8, 8), 0.8);
        QCOMPARE(niceUpperBound(0, 8), 1.0);
    }

    void emptyRangeHasNoTicks()
    {
        QVERIFY(niceTicks(5, 5, 4).values.empty());
        QVERIFY(niceTicks(5, 4, 4).values.empty());
    }
};

QTEST_GUILESS_MAIN(TestAxisTicks)
#include "tst_axisticks.moc"
