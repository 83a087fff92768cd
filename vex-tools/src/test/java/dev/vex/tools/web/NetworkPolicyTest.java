package dev.vex.tools.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import org.junit.jupiter.api.Test;

class NetworkPolicyTest {
  private static String refusal(NetworkPolicy p, String address) throws Exception {
    return p.refusal(address, InetAddress.getByName(address));
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
    assertThat(p.refusal("searxng", InetAddress.getByName("10.0.0.7"))).isNull();
    assertThat(p.refusal("other", InetAddress.getByName("10.0.0.7"))).contains("private");
  }
}
