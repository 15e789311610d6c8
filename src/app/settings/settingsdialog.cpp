// SPDX-License-Identifier: Apache-2.0
#include "settings/settingsdialog.h"

#include "ui_settingsdialog.h"

#include <QLocale>
#include <QPushButton>
#include <algorithm>

namespace memscope {

namespace {

    // The languages Memscope is translated into, besides the system's: each is
    // shown in its own language, as a reader who knows only that one looks for it.
    const QStringList kLanguages
        = { QStringLiteral("en"), QStringLiteral("tr"), QStringLiteral("bn"), QStringLiteral("fa") };

} // namespace

SettingsDialog::SettingsDialog(QWidget* parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::SettingsDialog>())
{
    m_ui->setupUi(this);
    m_ui->language->addItem(tr("System language"), QString());
    for (const QString& code : kLanguages) {
        const QLocale locale(code);
        QString name = locale.nativeLanguageName();
        if (!name.isEmpty())
            name[0] = locale.toUpper(name.left(1)).at(0); // "türkçe" → "Türkçe"
        m_ui->language->addItem(name, code);
    }
    connect(m_ui->buttonBox->button(QDialogButtonBox::Apply), &QPushButton::clicked, this, &SettingsDialog::apply);
    showPreferences(Preferences::load());
}

SettingsDialog::~SettingsDialog() = default;

void SettingsDialog::showPreferences(const Preferences& preferences)
{
    m_ui->smallBufferThreshold->setValue(preferences.smallBufferKiB);
    (preferences.byteUnits == ByteUnitSystem::Decimal ? m_ui->decimalUnits : m_ui->binaryUnits)->setChecked(true);
    switch (preferences.theme) {
    case Theme::System:
        m_ui->systemTheme->setChecked(true);
        break;
    case Theme::Light:
        m_ui->lightTheme->setChecked(true);
        break;
    case Theme::Dark:
        m_ui->darkTheme->setChecked(true);
        break;
    }
    m_ui->language->setCurrentIndex(std::max(0, m_ui->language->findData(preferences.language)));
}

Preferences SettingsDialog::chosen() const
{
    Preferences preferences;
    preferences.smallBufferKiB = m_ui->smallBufferThreshold->value();
    preferences.byteUnits = m_ui->decimalUnits->isChecked() ? ByteUnitSystem::Decimal : ByteUnitSystem::Binary;
    preferences.theme = m_ui->darkTheme->isChecked() ? Theme::Dark
        : m_ui->lightTheme->isChecked()              ? Theme::Light
                                                     : Theme::System;
    preferences.language = m_ui->language->currentData().toString();
    return preferences;
}

void SettingsDialog::apply()
{
    // A value typed into the spin box counts even without Return.
    m_ui->smallBufferThreshold->interpretText();
    const Preferences preferences = chosen();
    preferences.save();
    applyPreferences(preferences);
}

void SettingsDialog::accept()
{
    apply();
    QDialog::accept();
}

} // namespace memscope
