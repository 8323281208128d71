#pragma once
int clean();
