// SPDX-License-Identifier: Apache-2.0
#include "widgets/aboutdialog.h"

#include "ui_aboutdialog.h"

#include <QApplication>

namespace memscope {

AboutDialog::AboutDialog(QWidget* parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::AboutDialog>())
{
    m_ui->setupUi(this);
    m_ui->appIcon->setPixmap(QApplication::windowIcon().pixmap(96, 96));
    m_ui->versionLabel->setText(m_ui->versionLabel->text().arg(QCoreApplication::applicationVersion()));
    m_ui->qtVersionLabel->setText(
        m_ui->qtVersionLabel->text().arg(QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion())));
}

AboutDialog::~AboutDialog() = default;

} // namespace memscope
