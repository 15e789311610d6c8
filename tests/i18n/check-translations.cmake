# cmake -DLUPDATE=... -DPROJECT_JSON=... -DWORK_DIR=... -DTS_FILES=a.ts|b.ts -DLUPDATE_OPTIONS=-a|-b
#       -DCHECK=current|complete -P check-translations.cmake
# current:  lupdate (as update_translations runs it) into copies of TS_FILES must warn about
#           nothing and change nothing.
# complete: no entry of TS_FILES is unfinished.
cmake_minimum_required(VERSION 3.25)
string(REPLACE "|" ";" TS_FILES "${TS_FILES}")
string(REPLACE "|" ";" LUPDATE_OPTIONS "${LUPDATE_OPTIONS}")
set(update_command "cmake --build <build dir> --target update_translations")

if(CHECK STREQUAL "complete")
  set(failures "")
  foreach(ts_file IN LISTS TS_FILES)
    file(READ "${ts_file}" content)
    string(REGEX MATCHALL "type=\"unfinished\"" unfinished "${content}")
    list(LENGTH unfinished count)
    if(count GREATER 0)
      string(APPEND failures "  ${ts_file}: ${count} unfinished entries\n")
    endif()
  endforeach()
  if(failures)
    message(FATAL_ERROR "Translations are incomplete (open the file in Qt Linguist, `linguist FILE`):\n${failures}")
  endif()
  return()
endif()

file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
file(COPY ${TS_FILES} DESTINATION "${WORK_DIR}")
execute_process(COMMAND "${LUPDATE}" ${LUPDATE_OPTIONS} -project "${PROJECT_JSON}"
  RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE errors)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "lupdate failed (${result}):\n${output}${errors}")
endif()
# lupdate reports progress ("Scanning", "Updating", "Found"); anything else is a warning, such as
# "tr() cannot be called without context" or "Class 'X' lacks Q_OBJECT macro": the text would be
# looked up under another context than the one lupdate files it under, so never translated.
string(REGEX REPLACE "[^\n]*(Scanning directory|Updating '|Found [0-9]+ source text|Removed [0-9]+ obsolete)[^\n]*\n?" "" warnings "${output}${errors}")
string(STRIP "${warnings}" warnings)
if(warnings)
  message(FATAL_ERROR "lupdate cannot file these texts under the context the code looks them up in "
    "(use tr() in a class with Q_OBJECT or Q_DECLARE_TR_FUNCTIONS, or "
    "QCoreApplication::translate(\"Context\", \"literal\")):\n${warnings}")
endif()

# A class's texts are filed under its full name, "memscope::MainWindow", as tr() looks them up; when
# lupdate cannot find a class's header it files them under "MainWindow" without a word. So a
# context without "::" must be one the code names itself: Q_DECLARE_TR_FUNCTIONS(X),
# translate("X", ...), QT_TRANSLATE_NOOP("X", ...), or a form's <class>X</class> (uic's context).
file(READ "${PROJECT_JSON}" project)
string(JSON source_count LENGTH "${project}" sources)
math(EXPR last "${source_count} - 1")
set(named_contexts "")
foreach(index RANGE ${last})
  string(JSON source GET "${project}" sources ${index})
  file(READ "${source}" code)
  string(REGEX MATCHALL "(Q_DECLARE_TR_FUNCTIONS\\([A-Za-z0-9_:]+|translate\\([ \t\r\n]*\"[^\"]+\"|QT_TRANSLATE_NOOP\\(\"[^\"]+\"|<class>[^<]+</class>)" names "${code}")
  foreach(name IN LISTS names)
    string(REGEX REPLACE "^(Q_DECLARE_TR_FUNCTIONS\\(|translate\\([ \t\r\n]*\"|QT_TRANSLATE_NOOP\\(\"|<class>)" "" name "${name}")
    string(REGEX REPLACE "(\"|</class>)$" "" name "${name}")
    list(APPEND named_contexts "${name}")
  endforeach()
endforeach()
# One naming scheme: a class's texts under the class ("memscope::MainWindow"), free functions'
# under their namespace ("memscope::format", or "memscope" itself).
set(unqualified "")
set(off_scheme "")
foreach(ts_file IN LISTS TS_FILES)
  get_filename_component(name "${ts_file}" NAME)
  file(STRINGS "${WORK_DIR}/${name}" context_lines REGEX "<name>[^<]*</name>")
  foreach(line IN LISTS context_lines)
    string(REGEX REPLACE ".*<name>([^<]*)</name>.*" "\\1" context "${line}")
    if(NOT context MATCHES "::" AND NOT context IN_LIST named_contexts)
      list(APPEND unqualified "${context}")
    endif()
    if(NOT context MATCHES "^memscope(::[A-Za-z0-9_]+)*$")
      list(APPEND off_scheme "${context}")
    endif()
  endforeach()
endforeach()
if(off_scheme)
  list(REMOVE_DUPLICATES off_scheme)
  list(JOIN off_scheme ", " off_scheme)
  message(FATAL_ERROR "Translation contexts are named after the class (\"memscope::MainWindow\") or, for free "
    "functions, their namespace (\"memscope::format\", \"memscope\"); these are not: ${off_scheme}")
endif()
if(unqualified)
  list(REMOVE_DUPLICATES unqualified)
  list(JOIN unqualified ", " unqualified)
  message(FATAL_ERROR "lupdate filed texts under contexts the code never names (a class whose header "
    "lupdate did not find on the include paths of resources/translations/CMakeLists.txt?): ${unqualified}")
endif()

set(stale "")
foreach(ts_file IN LISTS TS_FILES)
  get_filename_component(name "${ts_file}" NAME)
  file(READ "${ts_file}" committed)
  file(READ "${WORK_DIR}/${name}" updated)
  if(NOT committed STREQUAL updated)
    string(APPEND stale "  ${ts_file}\n")
    execute_process(COMMAND diff -u "${ts_file}" "${WORK_DIR}/${name}")
  endif()
endforeach()
if(stale)
  message(FATAL_ERROR "These .ts files do not hold the texts of the code (the diff is above); run\n"
    "  ${update_command}\nand commit them:\n${stale}")
endif()
message(STATUS "The .ts files hold every text of the code, each under the context the code looks it up in.")
