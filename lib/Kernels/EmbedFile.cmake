cmake_policy(VERSION 3.20)
# Writes INPUT as a C++ raw string literal to OUTPUT (one R"netc(...)netc"
# chunk per 16 KiB: compilers limit a single string literal's length).
#
# `#include "netc_*.cuh"` lines are replaced by that file (from INPUT's
# directory), each file once, its `#pragma once` dropped: the kernel
# templates are kept in parts, and `netc lower` writes them as one
# self-contained header (NVRTC, for one, is handed a single header).
file(READ ${INPUT} content)
get_filename_component(directory ${INPUT} DIRECTORY)
set(inlined "")
set(line "start")
while(NOT line STREQUAL "")
  string(REGEX MATCH "#include \"(netc_[a-z_]+\\.cuh)\"\n" line "${content}")
  if(line STREQUAL "")
    break()
  endif()
  set(part ${CMAKE_MATCH_1})
  set(replacement "")
  if(NOT part IN_LIST inlined)
    file(READ ${directory}/${part} replacement)
    string(REPLACE "#pragma once\n" "" replacement "${replacement}")
    list(APPEND inlined ${part})
  endif()
  # The first occurrence becomes the file; later ones (the parts include
  # their common part too) disappear.
  string(FIND "${content}" "${line}" at)
  string(LENGTH "${line}" length)
  string(SUBSTRING "${content}" 0 ${at} before)
  math(EXPR after_start "${at} + ${length}")
  string(SUBSTRING "${content}" ${after_start} -1 after)
  string(REPLACE "${line}" "" after "${after}")
  set(content "${before}${replacement}${after}")
endwhile()

string(LENGTH "${content}" length)
set(result "// Generated from ${INPUT}; do not edit.\n")
set(offset 0)
while(offset LESS length)
  string(SUBSTRING "${content}" ${offset} 16000 chunk)
  string(APPEND result "R\"netc(${chunk})netc\"\n")
  math(EXPR offset "${offset} + 16000")
endwhile()
file(WRITE ${OUTPUT} "${result}")
