#include <interface/zmal/zmal.h>
static int step0(ZMAL_PORT_T *p) { return zmal_port_enable(p) == ZMAL_SUCCESS; }
static int step1(ZMAL_PORT_T *p) { return zmal_port_disable(p) == ZMAL_SUCCESS; }
static int step2(ZMAL_PORT_T *p) { return zmal_port_format_commit(p) == ZMAL_SUCCESS; }
static int step3(ZMAL_PORT_T *p) { return zmal_buffer_header_mem_lock(p) == ZMAL_SUCCESS; }
static int step4(ZMAL_PORT_T *p) { return zmal_buffer_header_mem_unlock(p) == ZMAL_SUCCESS; }
static int step5(ZMAL_PORT_T *p) { return zmal_component_enable(p) == ZMAL_SUCCESS; }
static int step6(ZMAL_PORT_T *p) { return zmal_component_disable(p) == ZMAL_SUCCESS; }
static int step7(ZMAL_PORT_T *p) { return zmal_queue_get(p) == ZMAL_SUCCESS; }
static int step8(ZMAL_PORT_T *p) { return zmal_queue_put(p) == ZMAL_SUCCESS; }
static int step9(ZMAL_PORT_T *p) { return zmal_pool_create(p) == ZMAL_SUCCESS; }
static int step10(ZMAL_PORT_T *p) { return zmal_pool_destroy(p) == ZMAL_SUCCESS; }
static int step11(ZMAL_PORT_T *p) { return zmal_port_flush(p) == ZMAL_SUCCESS; }
