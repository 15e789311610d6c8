// SPDX-License-Identifier: Apache-2.0
#include "compare/comparedialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace memscope {

namespace {

    constexpr int kPathRole = Qt::UserRole; // a file's path; absent for an open profile
    constexpr int kOpenIndexRole = Qt::UserRole + 1;

} // namespace

CompareDialog::CompareDialog(const QList<OpenProfile>& open, QWidget* parent)
    : QDialog(parent)
    , m_open(open)
{
    setObjectName(QStringLiteral("compareDialog"));
    setWindowTitle(tr("Compare Profiles"));
    auto* grid = new QGridLayout;
    grid->addWidget(new QLabel(tr("Profile"), this), 0, 1);
    grid->addWidget(new QLabel(tr("Module"), this), 0, 3);
    for (int side = 0; side < 2; ++side) {
        m_sources[side] = new QComboBox(this);
        m_sources[side]->setObjectName(side == 0 ? QStringLiteral("sourceA") : QStringLiteral("sourceB"));
        m_sources[side]->setMinimumContentsLength(30);
        m_modules[side] = new QComboBox(this);
        m_modules[side]->setObjectName(side == 0 ? QStringLiteral("dialogModuleA") : QStringLiteral("dialogModuleB"));
        m_modules[side]->setMinimumContentsLength(20);
        m_browse[side] = new QPushButton(tr("File…"), this);
        for (int i = 0; i < m_open.size(); ++i)
            m_sources[side]->addItem(m_open[i].title, QVariant());
        for (int i = 0; i < m_open.size(); ++i)
            m_sources[side]->setItemData(i, i, kOpenIndexRole);
        grid->addWidget(new QLabel(side == 0 ? tr("A (baseline):") : tr("B (compared):"), this), side + 1, 0);
        grid->addWidget(m_sources[side], side + 1, 1);
        grid->addWidget(m_browse[side], side + 1, 2);
        grid->addWidget(m_modules[side], side + 1, 3);
        connect(m_sources[side], &QComboBox::currentIndexChanged, this, [this, side] { fillModules(side); });
        connect(m_browse[side], &QPushButton::clicked, this, [this, side] {
            const QString path = QFileDialog::getOpenFileName(this, tr("Choose a Profile to Compare"), QString(),
                tr("Profiles (*.xplane.pb *.xplane.pb.gz *.pb *.pbtxt *.textproto *.json);;All files (*)"));
            if (!path.isEmpty())
                addFile(side, path);
        });
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_compare = buttons->addButton(tr("Compare"), QDialogButtonBox::AcceptRole);
    m_compare->setObjectName(QStringLiteral("compareButton"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    auto* hint = new QLabel(tr("Compare two profiles, or two modules of one profile: B's figures are shown against "
                               "A's. Modules are paired by name unless you choose them."),
        this);
    hint->setWordWrap(true);
    layout->addWidget(hint);
    layout->addLayout(grid);
    layout->addWidget(buttons);
    for (int side = 0; side < 2; ++side)
        fillModules(side);
    if (m_open.size() > 1)
        m_sources[1]->setCurrentIndex(1);
}

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
