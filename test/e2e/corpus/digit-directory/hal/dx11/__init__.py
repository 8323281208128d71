from .device import Device
from .queue import Queue
