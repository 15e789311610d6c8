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

# memscope_shared_library(TARGET): the settings every Memscope shared library has. No
# <target>_EXPORTS definition: nothing is exported selectively (every symbol is visible), and
# without it the objects compile with the same command as in a static library.
function(memscope_shared_library target)
  set_target_properties(${target} PROPERTIES DEFINE_SYMBOL "")
endfunction()

# Where the tests find the real profiles of ../shared/data; tests skip when it is absent.
set(MEMSCOPE_SHARED_DATA "${PROJECT_SOURCE_DIR}/../shared/data" CACHE PATH "Real XProf profiles used by tests")

# memscope_add_tests(LAYER <layer> LIBS <libs...>)
# Every tests/<layer>/tst_*.cpp becomes one executable and one ctest entry.
# The layer's test support (tests/<layer>/support/*.cpp) is compiled once, into
# the library memscope_test_support_<layer> that every test of the layer links;
# a layer that uses another layer's support lists that library in LIBS.
function(memscope_add_tests)
  cmake_parse_arguments(ARG "" "LAYER" "LIBS" ${ARGN})
  file(GLOB test_sources CONFIGURE_DEPENDS "${CMAKE_CURRENT_SOURCE_DIR}/tst_*.cpp")
  file(GLOB support_sources CONFIGURE_DEPENDS "${CMAKE_CURRENT_SOURCE_DIR}/support/*.cpp")
  set(support "memscope_test_support_${ARG_LAYER}")
  if(support_sources)
    add_library(${support} STATIC ${support_sources})
    set(scope PUBLIC)
  else()
    add_library(${support} INTERFACE)
    set(scope INTERFACE)
  endif()
  target_link_libraries(${support} ${scope} memscope_settings Qt6::Test ${ARG_LIBS})
  target_include_directories(${support} ${scope} "${PROJECT_SOURCE_DIR}/tests")
  target_compile_definitions(${support} ${scope}
    MEMSCOPE_TEST_DATA="${PROJECT_SOURCE_DIR}/tests/data"
    MEMSCOPE_SHARED_DATA="${MEMSCOPE_SHARED_DATA}"
    MEMSCOPE_BINARY_DIR="${PROJECT_BINARY_DIR}")
  foreach(source IN LISTS test_sources)
    get_filename_component(name "${source}" NAME_WE)
    set(target "${ARG_LAYER}_${name}")
    add_executable(${target} "${source}")
    target_link_libraries(${target} PRIVATE ${support} memscope_test_mode)
    add_test(NAME ${target} COMMAND ${target})
    # Hermetic: each test (and every program it starts: memscope, memscope-report) keeps its
    # settings, recent files and caches in a folder of its own in the build tree, never the user's.
    set(home "${PROJECT_BINARY_DIR}/test-home/${target}")
    set_tests_properties(${target} PROPERTIES
      ENVIRONMENT "QT_QPA_PLATFORM=offscreen;QT_LOGGING_RULES=qt.qpa.*=false;XDG_CONFIG_HOME=${home}/config;XDG_DATA_HOME=${home}/data;XDG_CACHE_HOME=${home}/cache;XDG_STATE_HOME=${home}/state"
      TIMEOUT 300 LABELS ${ARG_LAYER})
  endforeach()
endfunction()
