# Writes INPUT as a C++ raw string literal to OUTPUT (one R"netc(...)netc"
# chunk per 16 KiB: compilers limit a single string literal's length).
file(READ ${INPUT} content)
string(LENGTH "${content}" length)
set(result "// Generated from ${INPUT}; do not edit.\n")
set(offset 0)
while(offset LESS length)
  string(SUBSTRING "${content}" ${offset} 16000 chunk)
  string(APPEND result "R\"netc(${chunk})netc\"\n")
  math(EXPR offset "${offset} + 16000")
endwhile()
file(WRITE ${OUTPUT} "${result}")
