net.network "ip_n256_k4096_c4096" {
  %0 = net.input "data" : tensor<256x4096xf32>
  %1 = net.inner_product "a" %0 {bias = true, num_outputs = 4096 : i64, activation = #net<activation relu>} : tensor<256x4096xf32> -> tensor<256x4096xf32>
  %2 = net.inner_product "b" %0 {bias = true, num_outputs = 4096 : i64} : tensor<256x4096xf32> -> tensor<256x4096xf32>
  %3 = net.inner_product "c" %0 {bias = false, num_outputs = 4096 : i64, activation = #net<activation relu>} : tensor<256x4096xf32> -> tensor<256x4096xf32>
  %4 = net.inner_product "e" %0 {bias = false, num_outputs = 4096 : i64} : tensor<256x4096xf32> -> tensor<256x4096xf32>
}
