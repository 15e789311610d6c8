// SPDX-License-Identifier: Apache-2.0
#include "widgets/formroles.h"

#include <QMetaEnum>
#include <QPalette>
#include <QWidget>

namespace memscope {

namespace {

    void applyRoles(QWidget* widget)
    {
        if (const QVariant scale = widget->property("fontScale"); scale.isValid()) {
            QFont font = widget->font();
            font.setPointSizeF(font.pointSizeF() * scale.toDouble());
            widget->setFont(font);
        }
        if (widget->property("quiet").toBool())
            widget->setForegroundRole(QPalette::PlaceholderText);
        if (const QVariant role = widget->property("backgroundRole"); role.isValid()) {
            bool known = false;
            const int value
                = QMetaEnum::fromType<QPalette::ColorRole>().keyToValue(role.toString().toLatin1().constData(), &known);
            if (known)
                widget->setBackgroundRole(static_cast<QPalette::ColorRole>(value));
        }
    }

} // namespace

void applyFormRoles(QWidget* root)
{
    applyRoles(root);
    for (QWidget* child : root->findChildren<QWidget*>())
        applyRoles(child);
}

} // namespace memscope
