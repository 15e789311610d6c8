// SPDX-License-Identifier: Apache-2.0
#pragma once

// Data rows "kind" (int of memscope::generator::Kind) for tests run on every kind of generated profile.

#include "generator/generator.h"

#include <QTest>

inline void addGeneratorKindRows()
{
    using memscope::generator::Kind;
    QTest::addColumn<int>("kind");
    for (Kind kind : { Kind::TpuTraining, Kind::TpuInference, Kind::Gpu })
        QTest::newRow(qPrintable(memscope::generator::kindName(kind))) << static_cast<int>(kind);
}
