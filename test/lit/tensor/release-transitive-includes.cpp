// The HPVM release's generated networks call getopt and std::cerr without
// including <unistd.h> or <iostream>: its headers bring them in, and
// tensorUtils.h does here too. They used to be undeclared identifiers.
// RUN: %hpvmcc -c %s -o %t.o
#include <hpvm.h>
#include <string>
#include <tensorUtils.h>

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
