#ifdef NOVA_ON
int a;
#elifdef CUDA_ON
int cuda_kept;
#endif
