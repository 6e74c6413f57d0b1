// The HPVM release's generated networks call getopt, std::cerr and (the
// tuning binaries of torch2hpvm) strerror without including <unistd.h>,
// <iostream> or <cstring>: its headers bring them in, and tensorUtils.h does
// here too. They used to be undeclared identifiers.
// RUN: %hpvmcc -c %s -o %t.o
#include <errno.h>
#include <hpvm.h>
#include <tensorUtils.h>

void fail(const char *path) {
  std::cerr << "Error opening " << path << ": " << strerror(errno) << '\n';
  abort();
}

void printUsage(const std::string &bin_name) {
  std::cerr << "Usage: " << bin_name << " [-c CONF_FILE]\n";
}

int main(int argc, char *argv[]) {
  std::string config_path = "";
  int flag;
  while ((flag = getopt(argc, argv, "hc:")) != -1)
    if (flag == 'c')
      config_path = std::string(optarg);
    else
      printUsage(argv[0]);
  return config_path.empty();
}
