// SPDX-License-Identifier: Apache-2.0
#include "compare/comparedialog.h"

#include "ui_comparedialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QPushButton>

namespace memscope {

namespace {

    constexpr int kPathRole = Qt::UserRole; // a file's path; absent for an open profile
    constexpr int kOpenIndexRole = Qt::UserRole + 1;

} // namespace

CompareDialog::CompareDialog(const QList<OpenProfile>& open, QWidget* parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::CompareDialog>())
    , m_open(open)
{
    m_ui->setupUi(this);
    m_sources[0] = m_ui->sourceA;
    m_sources[1] = m_ui->sourceB;
    m_modules[0] = m_ui->dialogModuleA;
    m_modules[1] = m_ui->dialogModuleB;
    m_browse[0] = m_ui->browseA;
    m_browse[1] = m_ui->browseB;
    // An accepting button with a text of its own, which a form cannot add to a button box.
    m_compare = m_ui->buttonBox->addButton(tr("Compare"), QDialogButtonBox::AcceptRole);
    m_compare->setObjectName(QStringLiteral("compareButton"));
    for (int side = 0; side < 2; ++side) {
        for (int i = 0; i < m_open.size(); ++i)
            m_sources[side]->addItem(m_open[i].title, QVariant());
        for (int i = 0; i < m_open.size(); ++i)
            m_sources[side]->setItemData(i, i, kOpenIndexRole);
        connect(m_sources[side], &QComboBox::currentIndexChanged, this, [this, side] { fillModules(side); });
        connect(m_browse[side], &QPushButton::clicked, this, [this, side] {
            const QString path = QFileDialog::getOpenFileName(this, tr("Choose a Profile to Compare"), QString(),
                tr("Profiles (*.xplane.pb *.xplane.pb.gz *.pb *.pbtxt *.textproto *.json);;All files (*)"));
            if (!path.isEmpty())
                addFile(side, path);
        });
    }
    for (int side = 0; side < 2; ++side)
        fillModules(side);
    if (m_open.size() > 1)
        m_sources[1]->setCurrentIndex(1);
}

CompareDialog::~CompareDialog() = default;

void CompareDialog::preselect(int side, int openIndex, int moduleIndex)
{
    m_sources[side]->setCurrentIndex(openIndex);
    m_modules[side]->setCurrentIndex(std::max(0, m_modules[side]->findData(moduleIndex)));
    // The other side starts on another open profile, when there is one.
    QComboBox* other = m_sources[1 - side];
    if (other->currentIndex() == openIndex && m_open.size() > 1)
        other->setCurrentIndex(openIndex == 0 ? 1 : 0);
}

void CompareDialog::addFile(int side, const QString& path)
{
    m_sources[side]->addItem(QFileInfo(path).fileName(), path);
    m_sources[side]->setItemData(m_sources[side]->count() - 1, QDir::toNativeSeparators(path), Qt::ToolTipRole);
    m_sources[side]->setCurrentIndex(m_sources[side]->count() - 1);
}

void CompareDialog::fillModules(int side)
{
    QComboBox* modules = m_modules[side];
    modules->clear();
    const QVariant openIndex = m_sources[side]->currentData(kOpenIndexRole);
    modules->addItem(side == 0 ? tr("Largest peak") : tr("Paired by name"), -1);
    if (openIndex.isValid()) {
        const OpenProfile& open = m_open[openIndex.toInt()];
        for (size_t i = 0; i < open.profile->modules.size(); ++i)
            modules->addItem(open.profile->modules[i].displayName, static_cast<int>(i));
        // A starts on the module its document shows; B on the one paired with it by name.
        if (side == 0)
            modules->setCurrentIndex(std::max(0, modules->findData(open.moduleIndex)));
    }
    // An open file without modules (a snapshot) has none to choose; a file chosen on disk is read only once compared.
    modules->setEnabled(!openIndex.isValid() || !m_open[openIndex.toInt()].profile->modules.empty());
    updateButton();
}

void CompareDialog::updateButton() { m_compare->setEnabled(m_sources[0]->count() > 0 && m_sources[1]->count() > 0); }

CompareDialog::Choice CompareDialog::choice(int side) const
{
    Choice choice;
    const QVariant openIndex = m_sources[side]->currentData(kOpenIndexRole);
    if (openIndex.isValid()) {
        choice.side.profile = m_open[openIndex.toInt()].profile;
        choice.side.moduleIndex = m_modules[side]->currentData().toInt();
    } else {
        choice.path = m_sources[side]->currentData(kPathRole).toString();
    }
    return choice;
}

} // namespace memscope
