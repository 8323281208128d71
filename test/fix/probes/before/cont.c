#if defined(NOVA_ON) || \
    defined(CUDA_ON)
int shared_with_cuda;
#endif
