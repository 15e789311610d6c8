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
    target_link_libraries(${target} PRIVATE ${support})
    add_test(NAME ${target} COMMAND ${target})
    set_tests_properties(${target} PROPERTIES
      ENVIRONMENT "QT_QPA_PLATFORM=offscreen;QT_LOGGING_RULES=qt.qpa.*=false"
      TIMEOUT 300 LABELS ${ARG_LAYER})
  endforeach()
endfunction()
