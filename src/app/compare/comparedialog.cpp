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
    , m_open(open)
    , ui(std::make_unique<Ui::CompareDialog>())
{
    ui->setupUi(this);
    for (int side = 0; side < 2; ++side) {
        for (int i = 0; i < m_open.size(); ++i)
            sourceBox(side)->addItem(m_open[i].title, QVariant());
        for (int i = 0; i < m_open.size(); ++i)
            sourceBox(side)->setItemData(i, i, kOpenIndexRole);
        connect(sourceBox(side), &QComboBox::currentIndexChanged, this, [this, side] { fillModules(side); });
        connect(browseButton(side), &QPushButton::clicked, this, [this, side] {
            const QString path = QFileDialog::getOpenFileName(this, tr("Choose a Profile to Compare"), QString(),
                tr("Profiles (*.xplane.pb *.xplane.pb.gz *.pb *.pbtxt *.textproto *.json);;All files (*)"));
            if (!path.isEmpty())
                addFile(side, path);
        });
    }
    QDialogButtonBox* buttons = ui->buttons;
    m_compare = buttons->addButton(tr("Compare"), QDialogButtonBox::AcceptRole);
    m_compare->setObjectName(QStringLiteral("compareButton"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (int side = 0; side < 2; ++side)
        fillModules(side);
    if (m_open.size() > 1)
        sourceBox(1)->setCurrentIndex(1);
}

CompareDialog::~CompareDialog() = default;

QComboBox* CompareDialog::sourceBox(int side) const { return side == 0 ? ui->sourceA : ui->sourceB; }

QComboBox* CompareDialog::moduleBox(int side) const { return side == 0 ? ui->dialogModuleA : ui->dialogModuleB; }

QPushButton* CompareDialog::browseButton(int side) const { return side == 0 ? ui->browseA : ui->browseB; }

void CompareDialog::preselect(int side, int openIndex, int moduleIndex)
{
    sourceBox(side)->setCurrentIndex(openIndex);
    moduleBox(side)->setCurrentIndex(std::max(0, moduleBox(side)->findData(moduleIndex)));
    // The other side starts on another open profile, when there is one.
    QComboBox* other = sourceBox(1 - side);
    if (other->currentIndex() == openIndex && m_open.size() > 1)
        other->setCurrentIndex(openIndex == 0 ? 1 : 0);
}

void CompareDialog::addFile(int side, const QString& path)
{
    sourceBox(side)->addItem(QFileInfo(path).fileName(), path);
    sourceBox(side)->setItemData(sourceBox(side)->count() - 1, QDir::toNativeSeparators(path), Qt::ToolTipRole);
    sourceBox(side)->setCurrentIndex(sourceBox(side)->count() - 1);
}

void CompareDialog::fillModules(int side)
{
    QComboBox* modules = moduleBox(side);
    modules->clear();
    const QVariant openIndex = sourceBox(side)->currentData(kOpenIndexRole);
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

void CompareDialog::updateButton() { m_compare->setEnabled(sourceBox(0)->count() > 0 && sourceBox(1)->count() > 0); }

CompareDialog::Choice CompareDialog::choice(int side) const
{
    Choice choice;
    const QVariant openIndex = sourceBox(side)->currentData(kOpenIndexRole);
    if (openIndex.isValid()) {
        choice.side.profile = m_open[openIndex.toInt()].profile;
        choice.side.moduleIndex = moduleBox(side)->currentData().toInt();
    } else {
        choice.path = sourceBox(side)->currentData(kPathRole).toString();
    }
    return choice;
}

} // namespace memscope
