//===- EventWait.cpp - the host's wait for an OpenCL command --------------===//

#include "device/opencl/EventWait.h"
#include "support/Environment.h"
#include "support/SpinWait.h"

#include <cstdlib>

using namespace hpvm::rt;
using namespace hpvm::rt::opencl;

int opencl::spinUsFor(cl_ulong Type) {
  int Default = Type & CL_DEVICE_TYPE_CPU ? 0 : DefaultSpinUs;
  const char *Set = getenv("HPVM_OPENCL_SPIN_US");
  return Set ? parseNonNegativeInt("HPVM_OPENCL_SPIN_US", Set, Default,
                                   "microseconds")
             : Default;
}

cl_int opencl::waitForEvent(const API &A, cl_command_queue Queue,
                            cl_event Event, int SpinUs) {
  // Enqueued commands need not reach the device before a flush (a blocking
  // call flushes itself).
  cl_int R = A.clFlush(Queue);
  if (R == CL_SUCCESS && SpinUs > 0) {
    cl_int Status = CL_COMPLETE;
    spinUntil(
        [&] {
          return A.clGetEventInfo(Event, CL_EVENT_COMMAND_EXECUTION_STATUS,
                                  sizeof(Status), &Status,
                                  nullptr) != CL_SUCCESS ||
                 Status <= CL_COMPLETE;
        },
        SpinUs);
  }
  // Also after a poll that saw it done: a failed command's error comes
  // from here, and a driver may finish its bookkeeping of the event here.
  if (R == CL_SUCCESS)
    R = A.clWaitForEvents(1, &Event);
  A.clReleaseEvent(Event);
  return R;
}
