package dev.vex.grounding.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Which literal addresses a redirect may lead to (literals: no DNS is asked). */
class AddressesTest {
  @ParameterizedTest
  @ValueSource(
      strings = {
        "127.0.0.1",
        "127.1.2.3",
        "0.0.0.0",
        "10.0.0.5",
        "172.16.0.1",
        "172.31.255.255",
        "192.168.1.1",
        "169.254.169.254",
        "100.64.0.1",
        "224.0.0.1",
        "255.255.255.255",
        "::1",
        "::",
        "fe80::1",
        "fd00::1",
        "::ffff:127.0.0.1",
        "::ffff:169.254.169.254",
        "64:ff9b::a9fe:a9fe",
        "2002:7f00:0001::",
        "fd00:ec2::254"
      })
  void internalAddressesAreNotPublic(String literal) throws Exception {
    assertThat(Addresses.isPublic(InetAddress.getByName(literal))).isFalse();
  }

  @ParameterizedTest
  @ValueSource(strings = {"8.8.8.8", "1.1.1.1", "172.32.0.1", "100.128.0.1", "2606:4700::1111"})
  void publicAddressesArePublic(String literal) throws Exception {
    assertThat(Addresses.isPublic(InetAddress.getByName(literal))).isTrue();
  }
}
