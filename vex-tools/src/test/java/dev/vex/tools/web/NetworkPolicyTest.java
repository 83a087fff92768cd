package dev.vex.tools.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetAddress;
import org.junit.jupiter.api.Test;

class NetworkPolicyTest {
  private static String refusal(NetworkPolicy p, String address) throws Exception {
    return p.refusal(address, 80, InetAddress.getByName(address));
  }

  @Test
  void theDefaultRefusesEveryNonPublicRange() throws Exception {
    NetworkPolicy p = NetworkPolicy.defaults();
    assertThat(refusal(p, "127.0.0.1")).contains("loopback");
    assertThat(refusal(p, "127.8.9.10")).contains("loopback");
    assertThat(refusal(p, "::1")).contains("loopback");
    assertThat(refusal(p, "10.1.2.3")).contains("private");
    assertThat(refusal(p, "172.16.0.1")).contains("private");
    assertThat(refusal(p, "192.168.1.1")).contains("private");
    assertThat(refusal(p, "100.64.0.1")).contains("private");
    assertThat(refusal(p, "fd00:ec2::254")).contains("private");
    assertThat(refusal(p, "169.254.169.254")).contains("metadata");
    assertThat(refusal(p, "100.100.100.200")).contains("metadata");
    assertThat(refusal(p, "fe80::1")).contains("link-local");
    assertThat(refusal(p, "0.0.0.0")).contains("unspecified");
    assertThat(refusal(p, "::ffff:127.0.0.1")).contains("loopback");
    assertThat(refusal(p, "::ffff:169.254.169.254")).contains("metadata");
    assertThat(refusal(p, "64:ff9b::a9fe:a9fe")).contains("metadata");
    assertThat(refusal(p, "224.0.0.1")).contains("multicast");
    assertThat(refusal(p, "93.184.216.34")).isNull();
    assertThat(refusal(p, "2606:2800:220:1:248:1893:25c8:1946")).isNull();
  }

  @Test
  void allowingLoopbackOrPrivateNeverAllowsMetadata() throws Exception {
    NetworkPolicy p = NetworkPolicy.builder().allowLoopback(true).allowPrivate(true).build();
    assertThat(refusal(p, "127.0.0.1")).isNull();
    assertThat(refusal(p, "10.0.0.5")).isNull();
    assertThat(refusal(p, "169.254.169.254")).contains("metadata");
  }

  @Test
  void anAllowedHostIsReachableByNameOnly() throws Exception {
    NetworkPolicy p = NetworkPolicy.builder().allowHost("SearXNG").build();
    assertThat(p.refusal("searxng", 80, InetAddress.getByName("10.0.0.7"))).isNull();
    assertThat(p.refusal("other", 80, InetAddress.getByName("10.0.0.7"))).contains("private");
  }

  @Test
  void anAllowedHostIsAllowedAtItsPortOnly() throws Exception {
    InetAddress loopback = InetAddress.getByName("127.0.0.1");
    NetworkPolicy p =
        NetworkPolicy.builder().allowHost("localhost:8888").allowHost("[::1]:8080").build();
    assertThat(p.refusal("localhost", 8888, loopback)).isNull();
    assertThat(p.refusal("localhost", 11434, loopback))
        .contains("loopback")
        .contains("localhost is allowed at port 8888 only");
    assertThat(p.refusal("::1", 8080, InetAddress.getByName("::1"))).isNull();
    assertThat(p.refusal("::1", 80, InetAddress.getByName("::1"))).contains("loopback");

    NetworkPolicy noPort = NetworkPolicy.builder().allowHost("localhost").build();
    assertThat(noPort.refusal("localhost", 80, loopback)).isNull();
    assertThat(noPort.refusal("localhost", 8888, loopback)).contains("at port 80 or 443 only");
    NetworkPolicy bound =
        noPort.withConfiguredPorts(
            java.util.List.of(java.net.URI.create("http://LOCALHOST:8888/search")));
    assertThat(bound.refusal("localhost", 8888, loopback)).isNull();
    assertThat(bound.refusal("localhost", 80, loopback)).contains("at port 8888 only");

    assertThatThrownBy(() -> NetworkPolicy.builder().allowHost("localhost:0"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> NetworkPolicy.builder().allowHost("localhost:http"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> NetworkPolicy.builder().allowHost(":80"))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void ipv6FormsThatCarryAnInwardIpv4AddressAreJudgedByThatAddress() throws Exception {
    NetworkPolicy p = NetworkPolicy.defaults();
    // IPv4-compatible (deprecated, RFC 4291 2.5.5.1)
    assertThat(refusal(p, "::7f00:1")).contains("loopback").contains("127.0.0.1");
    assertThat(refusal(p, "::a9fe:a9fe")).contains("metadata");
    assertThat(refusal(p, "::10.0.0.1")).contains("private");
    // IPv4-translated (SIIT, RFC 2765)
    assertThat(refusal(p, "::ffff:0:7f00:1")).contains("loopback");
    // 6to4: 2002:AABB:CCDD::/48 carries AA.BB.CC.DD
    assertThat(refusal(p, "2002:7f00:1::1")).contains("loopback").contains("127.0.0.1");
    assertThat(refusal(p, "2002:a9fe:a9fe::")).contains("metadata");
    assertThat(refusal(p, "2002:c0a8:101:1::1")).contains("private");
    // NAT64, well-known prefix and local-use prefix (RFC 6052, RFC 8215)
    assertThat(refusal(p, "64:ff9b::7f00:1")).contains("loopback");
    assertThat(refusal(p, "64:ff9b:1::7f00:1")).contains("loopback");
    assertThat(refusal(p, "64:ff9b:1:abcd::a9fe:a9fe")).contains("metadata");
    assertThat(refusal(p, "64:ff9b:1::5db8:d822")).as("local use is local").contains("private");
    // Teredo: 2001:0::/32, the client's address is the last 32 bits inverted
    assertThat(refusal(p, "2001:0:4136:e378:8000:63bf:80ff:fffe"))
        .contains("loopback")
        .contains("127.0.0.1");
    assertThat(refusal(p, "2001:0:4136:e378:8000:63bf:f5ff:fffe")).contains("private");
    assertThat(refusal(p, "2001:0:4136:e378:8000:63bf:5601:56fe"))
        .as("169.254.169.1")
        .contains("link-local");
    // site-local (deprecated, RFC 3879)
    assertThat(refusal(p, "fec0::1")).contains("private");
    assertThat(refusal(p, "feff:ffff::7f00:1")).contains("private");
    // public addresses in the same forms stay reachable
    assertThat(refusal(p, "2002:5db8:d822::1")).isNull();
    assertThat(refusal(p, "64:ff9b::5db8:d822")).isNull();
    assertThat(refusal(p, "2001:0:4136:e378:8000:63bf:a247:27dd")).as("93.184.216.34").isNull();
  }

  @Test
  void allowingPrivateNeverAllowsLoopbackOrMetadataHiddenInIpv6() throws Exception {
    NetworkPolicy p = NetworkPolicy.builder().allowPrivate(true).build();
    assertThat(refusal(p, "fec0::1")).isNull();
    assertThat(refusal(p, "64:ff9b:1::5db8:d822")).isNull();
    assertThat(refusal(p, "64:ff9b:1::7f00:1")).contains("loopback");
    assertThat(refusal(p, "2002:a9fe:a9fe::")).contains("metadata");
    assertThat(refusal(p, "2001:0:4136:e378:8000:63bf:80ff:fffe")).contains("loopback");
  }
}
