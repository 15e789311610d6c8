// SPDX-License-Identifier: Apache-2.0
#include "models/curvedecimator.h"

#include <QTest>
#include <algorithm>
#include <cmath>
#include <random>

using namespace memscope;

class TestCurveDecimator : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void keepsShortRangesWhole()
    {
        const std::vector<qint64> values { 1, 5, 2, 8, 3 };
        QCOMPARE(CurveDecimator::decimate(values, 0, 4, 100), (std::vector<int> { 0, 1, 2, 3, 4 }));
        QCOMPARE(CurveDecimator::decimate(values, 1, 3, 100), (std::vector<int> { 1, 2, 3 }));
        // Out-of-range requests are clamped, empty ones stay empty.
        QCOMPARE(CurveDecimator::decimate(values, -10, 1, 100), (std::vector<int> { 0, 1 }));
        QVERIFY(CurveDecimator::decimate(values, 3, 2, 100).empty());
        QVERIFY(CurveDecimator::decimate({}, 0, 10, 100).empty());
    }

    void keepsEveryColumnsExtremesAndThePeakOnAMillionPoints()
    {
        std::vector<qint64> values(1000000);
        std::mt19937 random(7);
        // Byte counts up to 1 TB: no two points of a column tie (std::minmax_element below takes the last maximum).
        std::uniform_int_distribution<qint64> noise(0, 1000000000000);
        for (qint64& value : values)
            value = noise(random);
        const int peak = 654321;
        values[peak] = 10000000000000; // the peak, a one-point spike
        values[123456] = -50; // a one-point dip
        const int columns = 1200;
        // Its speed: memscope-bench-views.
        const std::vector<int> kept = CurveDecimator::decimate(values, 0, 999999, columns, peak);
        QVERIFY(kept.size() <= size_t(columns) * 5);
        QVERIFY(std::is_sorted(kept.begin(), kept.end()));
        QVERIFY(std::adjacent_find(kept.begin(), kept.end()) == kept.end());
        QVERIFY(std::binary_search(kept.begin(), kept.end(), peak));
        QVERIFY(std::binary_search(kept.begin(), kept.end(), 123456));
        QCOMPARE(kept.front(), 0);
        QCOMPARE(kept.back(), 999999);
        // Within every column the drawn line reaches the column's true min and max.
        const long long count = 1000000;
        for (int column = 0; column < columns; ++column) {
            const int begin = int(count * column / columns);
            const int end = int(count * (column + 1) / columns);
            const auto [low, high] = std::minmax_element(values.begin() + begin, values.begin() + end);
            QVERIFY(std::binary_search(kept.begin(), kept.end(), int(low - values.begin())));
            QVERIFY(std::binary_search(kept.begin(), kept.end(), int(high - values.begin())));
        }
    }

    void keepsThePeakEvenWhenItIsNotTheColumnMaximum()
    {
        // The chosen index is kept although a larger value shares its column.
        std::vector<qint64> values(10000, 1);
        values[5000] = 9; // column maximum
        values[5001] = 5; // the index to keep
        const std::vector<int> kept = CurveDecimator::decimate(values, 0, 9999, 10, 5001);
        QVERIFY(std::binary_search(kept.begin(), kept.end(), 5000));
        QVERIFY(std::binary_search(kept.begin(), kept.end(), 5001));
    }

    void zoomedRangeStaysInRange()
    {
        std::vector<qint64> values(100000);
        for (size_t index = 0; index < values.size(); ++index)
            values[index] = std::llround(1000 * std::sin(double(index) / 100));
        const std::vector<int> kept = CurveDecimator::decimate(values, 20000, 30000, 300, 99999);
        QCOMPARE(kept.front(), 20000);
        QCOMPARE(kept.back(), 30000);
        QVERIFY(!std::binary_search(kept.begin(), kept.end(), 99999)); // outside: not forced in
    }
};

QTEST_GUILESS_MAIN(TestCurveDecimator)
#include "tst_curvedecimator.moc"
