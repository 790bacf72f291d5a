net.network "ip_n1_k512_c1000" {
  %0 = net.input "data" : tensor<1x512xf32>
  %1 = net.inner_product "a" %0 {bias = true, num_outputs = 1000 : i64, activation = #net<activation relu>} : tensor<1x512xf32> -> tensor<1x1000xf32>
  %2 = net.inner_product "b" %0 {bias = true, num_outputs = 1000 : i64} : tensor<1x512xf32> -> tensor<1x1000xf32>
  %3 = net.inner_product "c" %0 {bias = false, num_outputs = 1000 : i64, activation = #net<activation relu>} : tensor<1x512xf32> -> tensor<1x1000xf32>
  %4 = net.inner_product "e" %0 {bias = false, num_outputs = 1000 : i64} : tensor<1x512xf32> -> tensor<1x1000xf32>
}
