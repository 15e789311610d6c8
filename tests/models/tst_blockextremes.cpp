// SPDX-License-Identifier: Apache-2.0
#include "models/blockextremes.h"

#include <QTest>
#include <algorithm>
#include <random>

using namespace memscope;

class TestBlockExtremes : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // Every range, partial blocks at either end or none, inside one block or across many: the
    // extremes of its values, as a walk over all of them finds them.
    void theExtremesOfAnyRangeAreThoseOfItsValues()
    {
        std::mt19937 random(7);
        std::uniform_real_distribution<double> value(-1000, 1000);
        std::vector<double> values(1000);
        for (double& v : values)
            v = value(random);
        const BlockExtremes extremes(values);
        QCOMPARE(extremes.maximum(), *std::max_element(values.begin(), values.end()));
        std::uniform_int_distribution<size_t> index(0, values.size() - 1);
        for (int trial = 0; trial < 5000; ++trial) {
            const size_t a = index(random), b = index(random);
            const size_t begin = std::min(a, b), end = std::max(a, b) + 1;
            const auto [low, high]
                = std::minmax_element(values.begin() + std::ptrdiff_t(begin), values.begin() + std::ptrdiff_t(end));
            QCOMPARE(extremes.of(values, begin, end), std::make_pair(*low, *high));
        }
        // Exactly whole blocks, and a single value.
        QCOMPARE(extremes.of(values, 64, 192).first, *std::min_element(values.begin() + 64, values.begin() + 192));
        QCOMPARE(extremes.of(values, 5, 6), std::make_pair(values[5], values[5]));
    }

    void noValuesHaveNoMaximum() { QCOMPARE(BlockExtremes(std::vector<double>()).maximum(), 0.0); }
};

QTEST_GUILESS_MAIN(TestBlockExtremes)
#include "tst_blockextremes.moc"
