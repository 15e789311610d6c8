// SPDX-License-Identifier: Apache-2.0
#include "document/toolpage.h"

#include <QVBoxLayout>
#include <QWidget>

namespace memscope {

void embedPage(QWidget* tool, QWidget* page)
{
    auto* layout = new QVBoxLayout(tool);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(page);
    tool->setFocusProxy(page);
}

} // namespace memscope
