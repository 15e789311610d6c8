# Shared compile settings and the one-executable-per-test registration.

add_library(memscope_settings INTERFACE)
target_compile_definitions(memscope_settings INTERFACE
  QT_NO_CAST_FROM_ASCII QT_NO_CAST_TO_ASCII QT_NO_FOREACH QT_NO_KEYWORDS QT_USE_QSTRINGBUILDER
  QT_DISABLE_DEPRECATED_BEFORE=0x060400)
target_compile_options(memscope_settings INTERFACE -Wall -Wextra -Wpedantic)
if(MEMSCOPE_WERROR)
  target_compile_options(memscope_settings INTERFACE -Werror)
endif()
if(MEMSCOPE_SANITIZE)
  target_compile_options(memscope_settings INTERFACE -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  target_link_options(memscope_settings INTERFACE -fsanitize=address,undefined)
endif()

# Where the tests find the real profiles of ../shared/data; tests skip when it is absent.
set(MEMSCOPE_SHARED_DATA "${PROJECT_SOURCE_DIR}/../shared/data" CACHE PATH "Real XProf profiles used by tests")

# memscope_add_tests(LAYER <layer> LIBS <libs...> [GUI])
# Every tests/<layer>/tst_*.cpp becomes one executable and one ctest entry.
function(memscope_add_tests)
  cmake_parse_arguments(ARG "" "LAYER" "LIBS" ${ARGN})
  file(GLOB test_sources CONFIGURE_DEPENDS "${CMAKE_CURRENT_SOURCE_DIR}/tst_*.cpp")
  file(GLOB helper_sources CONFIGURE_DEPENDS "${CMAKE_CURRENT_SOURCE_DIR}/helpers/*.cpp")
  # The layer's shared test helpers are compiled once, into a library every
  # test of the layer links; without helpers it is an interface library.
  if(helper_sources)
    set(helpers "${ARG_LAYER}_test_helpers")
    add_library(${helpers} STATIC ${helper_sources})
    set(scope PUBLIC)
  else()
    set(helpers "${ARG_LAYER}_test_support")
    add_library(${helpers} INTERFACE)
    set(scope INTERFACE)
  endif()
  target_link_libraries(${helpers} ${scope} memscope_settings Qt6::Test ${ARG_LIBS})
  target_include_directories(${helpers} ${scope} "${PROJECT_SOURCE_DIR}/tests")
  target_compile_definitions(${helpers} ${scope}
    MEMSCOPE_TEST_DATA="${PROJECT_SOURCE_DIR}/tests/data"
    MEMSCOPE_SHARED_DATA="${MEMSCOPE_SHARED_DATA}"
    MEMSCOPE_BINARY_DIR="${PROJECT_BINARY_DIR}")
  foreach(source IN LISTS test_sources)
    get_filename_component(name "${source}" NAME_WE)
    set(target "${ARG_LAYER}_${name}")
    add_executable(${target} "${source}")
    target_link_libraries(${target} PRIVATE ${helpers})
    add_test(NAME ${target} COMMAND ${target})
    set_tests_properties(${target} PROPERTIES
      ENVIRONMENT "QT_QPA_PLATFORM=offscreen;QT_LOGGING_RULES=qt.qpa.*=false"
      TIMEOUT 300 LABELS ${ARG_LAYER})
  endforeach()
endfunction()
