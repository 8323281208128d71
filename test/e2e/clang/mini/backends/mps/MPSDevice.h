#pragma once
void mps_device_reset();
