//===- Trace.cpp - HPVM_TRACE=<file>: a Chrome trace of the run -----------===//
//
// Events are kept in memory, under one lock, and written by an at-exit
// handler as {"traceEvents": [...], "displayTimeUnit": "ms"}. Process 1 is
// the host, one row per thread that recorded an event (graphs, and the
// chunks of node instances on the CPU's worker threads); process 2 is the
// GPU, with a row of kernels and a row of copies. A trace is only for
// looking at: recording takes a lock per event.
//
//===----------------------------------------------------------------------===//
#include "profile/Trace.h"
#include "support/Diagnostics.h"

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <vector>

using namespace hpvm::rt;

namespace {

struct Event {
  std::string Name;
  const char *Category;
  double BeginUs, EndUs;
  int Pid, Tid;
  std::string Args;
};

struct Trace {
  std::string Path;
  std::atomic<bool> Cancelled{false};
  std::mutex M;
  std::vector<Event> Events;
  int HostThreads = 0; // rows of process 1
};

// Never destroyed: the at-exit handler reads it.
Trace &data() {
  static auto *T = new Trace;
  return *T;
}

/// This thread's row in process 1, numbered from 1 in order of first event.
thread_local int ThreadRow = 0;

void writeString(FILE *F, const std::string &S) {
  fputc('"', F);
  for (char C : S) {
    if (C == '"' || C == '\\')
      fprintf(F, "\\%c", C);
    else if (static_cast<unsigned char>(C) < 0x20)
      fprintf(F, "\\u%04x", C);
    else
      fputc(C, F);
  }
  fputc('"', F);
}

/// Writes the trace's entries, each one JSON object.
class EntryWriter {
public:
  explicit EntryWriter(FILE *F) : F(F) {}

  void name(int Pid, int Tid, const char *Kind, const std::string &Name) {
    begin();
    fprintf(F,
            "{\"ph\": \"M\", \"pid\": %d, \"tid\": %d, \"name\": \"%s\", "
            "\"args\": {\"name\": ",
            Pid, Tid, Kind);
    writeString(F, Name);
    fputs("}}", F);
  }

  void event(const Event &E) {
    begin();
    fputs("{\"ph\": \"X\", \"name\": ", F);
    writeString(F, E.Name);
    fprintf(F,
            ", \"cat\": \"%s\", \"pid\": %d, \"tid\": %d, \"ts\": %.3f, "
            "\"dur\": %.3f, \"args\": {%s}}",
            E.Category, E.Pid, E.Tid, E.BeginUs, E.EndUs - E.BeginUs,
            E.Args.c_str());
  }

private:
  void begin() {
    fputs(First ? "\n" : ",\n", F);
    First = false;
  }

  FILE *F;
  bool First = true;
};

void write() {
  Trace &T = data();
  if (T.Cancelled)
    return;
  std::lock_guard<std::mutex> Lock(T.M);
  FILE *F = fopen(T.Path.c_str(), "w");
  if (!F) {
    warning("HPVM_TRACE=%s: cannot write the trace there", T.Path.c_str());
    return;
  }
  fputs("{\"displayTimeUnit\": \"ms\", \"traceEvents\": [", F);
  EntryWriter W(F);
  W.name(1, 0, "process_name", "host");
  for (int Row = 1; Row <= T.HostThreads; ++Row)
    W.name(1, Row, "thread_name", "thread " + std::to_string(Row));
  W.name(2, 0, "process_name", "GPU");
  W.name(2, 1, "thread_name", "kernels");
  W.name(2, 2, "thread_name", "copies");
  for (const Event &E : T.Events)
    W.event(E);
  fputs("\n]}\n", F);
  fclose(F);
}

bool readEnabled() {
  const char *Path = getenv("HPVM_TRACE");
  if (!Path || !*Path)
    return false;
  data().Path = Path; // before atexit, so that it outlives the handler
  atexit(write);
  return true;
}

} // namespace

bool trace::enabled() {
  static const bool Enabled = readEnabled();
  return Enabled;
}

void trace::event(Track Where, const std::string &Name, const char *Category,
                  double BeginUs, double EndUs, const std::string &Args) {
  Trace &T = data();
  std::lock_guard<std::mutex> Lock(T.M);
  int Pid = 2, Tid = Where == Track::GPUKernels ? 1 : 2;
  if (Where == Track::HostThread) {
    if (ThreadRow == 0)
      ThreadRow = ++T.HostThreads;
    Pid = 1;
    Tid = ThreadRow;
  }
  T.Events.push_back({Name, Category, BeginUs, EndUs, Pid, Tid, Args});
}

void trace::cancel() { data().Cancelled = true; }
