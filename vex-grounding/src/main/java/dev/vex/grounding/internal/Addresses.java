package dev.vex.grounding.internal;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;

/**
 * Which resolved addresses a redirect may lead to: public unicast only. Loopback, private (RFC
 * 1918, IPv6 unique local), link-local (cloud metadata at {@code 169.254.169.254}), carrier-grade
 * NAT, multicast, unspecified, documentation and reserved ranges, and IPv6 forms that embed IPv4
 * (mapped, NAT64, 6to4) of such addresses are not public.
 */
final class Addresses {
  private Addresses() {}

  static boolean isPublic(InetAddress a) {
    if (a.isLoopbackAddress()
        || a.isAnyLocalAddress()
        || a.isLinkLocalAddress()
        || a.isSiteLocalAddress()
        || a.isMulticastAddress()) {
      return false;
    }
    byte[] b = a.getAddress();
    if (a instanceof Inet4Address) {
      return publicV4(b, 0);
    }
    if (a instanceof Inet6Address) {
      int first = b[0] & 0xff;
      if ((first & 0xfe) == 0xfc) { // fc00::/7 unique local
        return false;
      }
      if (first == 0xfe && (b[1] & 0xc0) == 0xc0) { // fec0::/10 site local (deprecated)
        return false;
      }
      if (allZero(b, 0, 10) && (b[10] & 0xff) == 0xff && (b[11] & 0xff) == 0xff) {
        return publicV4(b, 12); // ::ffff:a.b.c.d
      }
      if (allZero(b, 0, 12)) {
        return false; // ::a.b.c.d (deprecated compatible form), ::, ::1
      }
      if ((b[0] & 0xff) == 0x00
          && (b[1] & 0xff) == 0x64
          && (b[2] & 0xff) == 0xff
          && (b[3] & 0xff) == 0x9b) {
        return publicV4(b, 12); // 64:ff9b::/96 NAT64
      }
      if ((b[0] & 0xff) == 0x20 && (b[1] & 0xff) == 0x02) {
        return publicV4(b, 2); // 2002::/16 6to4
      }
      if ((b[0] & 0xff) == 0x20
          && (b[1] & 0xff) == 0x01
          && (b[2] & 0xff) == 0x0d
          && (b[3] & 0xff) == 0xb8) {
        return false; // 2001:db8::/32 documentation
      }
      return true;
    }
    return false;
  }

  private static boolean publicV4(byte[] b, int at) {
    int a0 = b[at] & 0xff;
    int a1 = b[at + 1] & 0xff;
    int a2 = b[at + 2] & 0xff;
    if (a0 == 0 || a0 == 10 || a0 == 127 || a0 >= 224) {
      return false; // this network, private, loopback, multicast and reserved, broadcast
    }
    if (a0 == 169 && a1 == 254) {
      return false; // link local, cloud metadata
    }
    if (a0 == 172 && (a1 & 0xf0) == 16) {
      return false;
    }
    if (a0 == 192 && a1 == 168) {
      return false;
    }
    if (a0 == 100 && (a1 & 0xc0) == 64) {
      return false; // 100.64.0.0/10 carrier-grade NAT
    }
    if (a0 == 192 && a1 == 0 && (a2 == 0 || a2 == 2)) {
      return false; // IETF protocol assignments, TEST-NET-1
    }
    if (a0 == 198 && (a1 == 18 || a1 == 19)) {
      return false; // benchmarking
    }
    if (a0 == 198 && a1 == 51 && a2 == 100 || a0 == 203 && a1 == 0 && a2 == 113) {
      return false; // TEST-NET-2, TEST-NET-3
    }
    return true;
  }

  private static boolean allZero(byte[] b, int from, int to) {
    for (int i = from; i < to; i++) {
      if (b[i] != 0) {
        return false;
      }
    }
    return true;
  }
}
