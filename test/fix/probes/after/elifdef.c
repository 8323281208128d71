#ifdef CUDA_ON
int cuda_kept;
#endif
