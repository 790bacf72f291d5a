net.network "ip_n64_k1280_c1000" {
  %0 = net.input "data" : tensor<64x1280xf32>
  %1 = net.inner_product "a" %0 {bias = true, num_outputs = 1000 : i64, activation = #net<activation relu>} : tensor<64x1280xf32> -> tensor<64x1000xf32>
  %2 = net.inner_product "b" %0 {bias = true, num_outputs = 1000 : i64} : tensor<64x1280xf32> -> tensor<64x1000xf32>
  %3 = net.inner_product "c" %0 {bias = false, num_outputs = 1000 : i64, activation = #net<activation relu>} : tensor<64x1280xf32> -> tensor<64x1000xf32>
  %4 = net.inner_product "e" %0 {bias = false, num_outputs = 1000 : i64} : tensor<64x1280xf32> -> tensor<64x1000xf32>
}
