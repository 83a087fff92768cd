package dev.vex.guards.links;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class AddressesTest {

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          0.0.0.0              | 'this network' address
          127.0.0.1            | loopback address
          127.255.1.2          | loopback address
          10.1.2.3             | private address
          172.16.0.1           | private address
          172.31.255.255       | private address
          192.168.1.1          | private address
          169.254.169.254      | cloud metadata address
          169.254.1.1          | link-local address
          100.64.0.1           | carrier-grade NAT address
          100.100.100.200      | carrier-grade NAT address
          192.0.0.192          | IETF protocol address
          192.0.2.1            | documentation address
          198.51.100.7         | documentation address
          203.0.113.9          | documentation address
          198.18.0.1           | benchmarking address
          198.19.255.1         | benchmarking address
          224.0.0.1            | multicast address
          239.255.255.250      | multicast address
          255.255.255.255      | broadcast address
          240.0.0.1            | reserved address
          ::                   | unspecified address
          ::1                  | loopback address
          ::7f00:1             | IPv4-compatible IPv6 address
          64:ff9b::7f00:1      | NAT64 address
          2001:db8::1          | documentation address
          3fff::1              | documentation address
          fc00::1              | unique local address
          fd00:ec2::254        | unique local address
          fe80::1              | link-local address
          ff02::1              | multicast address
          2002:7f00:1::1       | 6to4 address
          100::1               | discard-only address
          """)
  void addressesThatAreNotThePublicInternetAreRefused(String address, String why) throws Exception {
    assertThat(Addresses.refuse(InetAddress.getByName(address))).isEqualTo(why);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "8.8.8.8",
        "1.1.1.1",
        "93.184.216.34",
        "172.32.0.1",
        "100.128.0.1",
        "2606:4700::1111"
      })
  void publicAddressesPass(String address) throws Exception {
    assertThat(Addresses.refuse(InetAddress.getByName(address))).isNull();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "localhost",
        "api.localhost",
        "metadata.google.internal",
        "metadata",
        "instance-data",
        "printer.local",
        "router.home.arpa",
        "intranet"
      })
  void internalNamesAreRefusedBeforeTheyAreResolved(String host) {
    assertThat(Addresses.refuseName(host)).isNotNull();
  }

  @ParameterizedTest
  @ValueSource(strings = {"www.coingecko.com", "github.com", "127.0.0.1", "[::1]"})
  void publicNamesAndLiteralsAreLeftToTheAddressCheck(String host) {
    assertThat(Addresses.refuseName(host)).isNull();
  }
}
