#===- test/gpu/KernelPlans.cmake - Plans from `netc lower` for the GPU tests -===#
#
# Included by the top-level CMakeLists, where both `netc` and netc-gpu-tests
# exist. At build time `netc lower` writes small plans with the real emitter
# and kernel templates into <build>/test/kernel-plans/<name>/ (kernels.cu,
# netc_kernels.cuh, cubin and PTX, plan.json), and netc-gpu-tests reads them
# from there (NETC_KERNEL_PLANS_DIR; the environment variable of that name
# overrides it on another machine). A change to a template rebuilds netc and
# so the plans. The runtime built alone has no netc and no plans: its
# KernelPlan tests are skipped, never passed.
#
#===----------------------------------------------------------------------===#

set(NETC_KERNEL_PLANS_DIR ${CMAKE_BINARY_DIR}/test/kernel-plans)
set(netc_kernel_plans)

# netc_kernel_plan(NAME NET [netc lower options...])
function(netc_kernel_plan name net)
  set(dir ${NETC_KERNEL_PLANS_DIR}/${name})
  add_custom_command(
    OUTPUT ${dir}/plan.json
    COMMAND ${CMAKE_COMMAND} -E rm -rf ${dir}
    COMMAND ${CMAKE_COMMAND} -E env NETC_NVCC=${CUDAToolkit_NVCC_EXECUTABLE}
            ${NETC_KERNEL_PLAN_CLANG_ENV} $<TARGET_FILE:netc> lower ${net} ${ARGN} -o ${dir}
    DEPENDS netc ${net}
    COMMENT "netc lower ${name}: a plan for the GPU tests"
    VERBATIM)
  set(netc_kernel_plans ${netc_kernel_plans} ${dir}/plan.json PARENT_SCOPE)
endfunction()

set(mixed ${PROJECT_SOURCE_DIR}/test/gpu/Inputs/mixed-ops.json)
set(ece408 ${PROJECT_SOURCE_DIR}/nets/ece408.json)
# Concatenation inputs copied into their slices (densenet121's dense blocks).
set(concat_copies ${PROJECT_SOURCE_DIR}/test/gpu/Inputs/concat-copies.mlir)
# Transposes (VGG's NCHW flatten, ShuffleNet's rank-5 channel shuffle, a
# rank-6 permutation) and ConvNeXt's layer norm.
set(transpose_norm ${PROJECT_SOURCE_DIR}/test/gpu/Inputs/transpose-norm.mlir)
# ConvNeXt's per-position linear layers (net.matmul) and layer scale.
set(matmul_scale ${PROJECT_SOURCE_DIR}/test/gpu/Inputs/matmul-scale.mlir)
foreach(precision fp32 bf16)
  netc_kernel_plan(matmul-scale-sm_90-${precision} ${matmul_scale} --target sm_90
                   --precision ${precision})
  netc_kernel_plan(transpose-norm-sm_90-${precision} ${transpose_norm} --target sm_90
                   --precision ${precision})
  netc_kernel_plan(concat-copies-sm_90-${precision} ${concat_copies} --target sm_90
                   --precision ${precision})
  netc_kernel_plan(mixed-ops-sm_90-${precision} ${mixed} --target sm_90 --precision ${precision})
  netc_kernel_plan(ece408-sm_90-${precision} ${ece408} --batch 2 --target sm_90
                   --precision ${precision})
endforeach()
# ONNX models' layers (test/Inputs/onnx): explicitly padded and ceil-mode
# pooling, grouped and depthwise convolution. protoc encodes the fixtures
# here as the lit tests do; without ONNX import the plans are not made and
# their test is skipped (and says why).
if(NETC_HAVE_ONNX)
  foreach(fixture pool-lower grouped-lower se-lower act-lower convnext)
    set(onnx_file ${CMAKE_BINARY_DIR}/test/onnx-fixtures/${fixture}.onnx)
    set(textproto ${PROJECT_SOURCE_DIR}/test/Inputs/onnx/${fixture}.textproto)
    add_custom_command(
      OUTPUT ${onnx_file}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/test/onnx-fixtures
      COMMAND sh -c "\"$1\" --encode=onnx.ModelProto -I \"$2\" onnx.proto < \"$3\" > \"$4\""
              encode ${NETC_PROTOC} ${NETC_ONNX_PROTO_DIR} ${textproto} ${onnx_file}
      DEPENDS ${textproto}
      COMMENT "protoc: ${fixture}.onnx for the GPU tests"
      VERBATIM)
    foreach(precision fp32 bf16)
      netc_kernel_plan(onnx-${fixture}-sm_90-${precision} ${onnx_file} --target sm_90
                       --precision ${precision})
    endforeach()
  endforeach()
  # Whole ResNet-18 and MobileNetV2 (test/Inputs/onnx/make_torchvision_model.py),
  # where a python3 with the onnx package is at hand.
  find_program(NETC_PYTHON3 python3)
  set(onnx_python_status 1)
  if(NETC_PYTHON3)
    execute_process(COMMAND ${NETC_PYTHON3} -c "import onnx" RESULT_VARIABLE onnx_python_status
                    OUTPUT_QUIET ERROR_QUIET)
  endif()
  if(onnx_python_status EQUAL 0)
    set(make_model ${PROJECT_SOURCE_DIR}/test/Inputs/onnx/make_torchvision_model.py)
    foreach(model resnet18 mobilenet_v2)
      set(model_file ${CMAKE_BINARY_DIR}/test/onnx-fixtures/${model}.onnx)
      add_custom_command(
        OUTPUT ${model_file}
        COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/test/onnx-fixtures
        COMMAND ${NETC_PYTHON3} ${make_model} ${model} ${model_file} --batch 2
        DEPENDS ${make_model}
        COMMENT "make_torchvision_model.py: ${model}.onnx for the GPU tests"
        VERBATIM)
      netc_kernel_plan(onnx-${model}-sm_90-fp32 ${model_file} --target sm_90)
    endforeach()
  else()
    message(STATUS "netc-gpu-tests: no python3 with the onnx package: "
                   "KernelPlan.OnnxResnet18AndMobilenetV2 will be skipped")
  endif()
else()
  message(STATUS "netc-gpu-tests: no ONNX import: KernelPlan.OnnxPoolingAndGroupedConvolution "
                 "and KernelPlan.OnnxResnet18AndMobilenetV2 will be skipped")
endif()
# sm_61 (Pascal): PTX from clang's NVPTX back end, JIT-compiled by the driver
# on the GPU at hand (the PTX route). Without clang the plan is not made and
# its test is skipped (and says why).
find_program(NETC_KERNEL_PLAN_CLANG NAMES clang++-22 clang++)
if(NETC_KERNEL_PLAN_CLANG)
  set(NETC_KERNEL_PLAN_CLANG_ENV NETC_CLANG=${NETC_KERNEL_PLAN_CLANG})
  netc_kernel_plan(mixed-ops-sm_61-fp32 ${mixed} --target sm_61)
else()
  message(STATUS "netc-gpu-tests: no clang++ for sm_61 PTX: KernelPlan.Sm61PtxJitCompiledForThisGpu "
                 "will be skipped")
endif()

add_custom_target(netc-kernel-plans ALL DEPENDS ${netc_kernel_plans})
add_dependencies(netc-gpu-tests netc-kernel-plans)
target_compile_definitions(netc-gpu-tests PRIVATE
  NETC_KERNEL_PLANS_DIR="${NETC_KERNEL_PLANS_DIR}")
