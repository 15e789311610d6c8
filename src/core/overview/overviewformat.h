// SPDX-License-Identifier: Apache-2.0
#pragma once

// The overview as JSON (one field per number, documented in docs/overview.md) and as text.

#include "core/overview/overview.h"

#include <QJsonObject>
#include <QString>

namespace memscope::overview {

// Absent figures are null, with the reason in a sibling "<field>_unavailable_reason".
QJsonObject overviewToJson(const OverviewReport& report);
// The report as a person reads it in a terminal.
QString overviewToText(const OverviewReport& report);

QString hardwareTypeKey(HardwareType hardware); // "TPU", "GPU", "CPU_ONLY"
QString stepSourceKey(StepSource source); // "device_step_markers", ...
QString stepSourceDescription(StepSource source); // translated sentence
// The labels of a step time's mean and deviation: "step" or, where module executions stand in for
// steps, "module execution".
QString averageStepTimeLabel(StepSource source);
QString stepTimeDeviationLabel(StepSource source);
// "12.3%" / "4.56 ms" for a figure, or the translated "not available in this profile".
QString formatPercent(const Figure& figure);
QString formatFigure(const Figure& figure, int decimals, const QString& unit);

} // namespace memscope::overview
