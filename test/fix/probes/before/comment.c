#if NOVA_ON /* legacy */ || CUDA_ON
int shared;
#endif
