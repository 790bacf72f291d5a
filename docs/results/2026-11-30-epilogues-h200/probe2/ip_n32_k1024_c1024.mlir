net.network "ip_n32_k1024_c1024" {
  %0 = net.input "data" : tensor<32x1024xf32>
  %1 = net.inner_product "a" %0 {bias = true, num_outputs = 1024 : i64, activation = #net<activation relu>} : tensor<32x1024xf32> -> tensor<32x1024xf32>
  %2 = net.inner_product "b" %0 {bias = true, num_outputs = 1024 : i64} : tensor<32x1024xf32> -> tensor<32x1024xf32>
  %3 = net.inner_product "c" %0 {bias = false, num_outputs = 1024 : i64, activation = #net<activation relu>} : tensor<32x1024xf32> -> tensor<32x1024xf32>
  %4 = net.inner_product "e" %0 {bias = false, num_outputs = 1024 : i64} : tensor<32x1024xf32> -> tensor<32x1024xf32>
}
