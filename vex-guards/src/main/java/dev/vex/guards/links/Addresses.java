package dev.vex.guards.links;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.util.List;
import java.util.Locale;

/**
 * Which hosts and addresses a link check must not reach: everything that is not the public
 * internet. Decided on the resolved address, never on the name alone.
 */
final class Addresses {
  /** Names that only mean something inside a network, or that cloud metadata services answer. */
  private static final List<String> INWARD_SUFFIXES =
      List.of(".localhost", ".local", ".internal", ".home.arpa", ".lan", ".intranet", ".corp");

  private static final List<String> INWARD_NAMES =
      List.of("localhost", "metadata", "instance-data", "metadata.google.internal");

  private Addresses() {}

  /** Why a host name must not be resolved or reached, or null when it may be. */
  static String refuseName(String host) {
    if (host.startsWith("[") || Character.isDigit(host.charAt(host.length() - 1))) {
      return null;
    }
    String h = host.toLowerCase(Locale.ROOT);
    if (INWARD_NAMES.contains(h)) {
      return "internal name " + h;
    }
    for (String suffix : INWARD_SUFFIXES) {
      if (h.endsWith(suffix)) {
        return "internal name " + h;
      }
    }
    if (h.indexOf('.') < 0) {
      return "single-label name " + h;
    }
    return null;
  }

  /** Why an address must not be reached, or null when it is a public unicast address. */
  static String refuse(InetAddress address) {
    byte[] b = address.getAddress();
    if (address instanceof Inet4Address) {
      return refuse4(b);
    }
    if (address instanceof Inet6Address) {
      return refuse6(b);
    }
    return "unknown address family";
  }

  private static String refuse4(byte[] b) {
    int a0 = b[0] & 0xff;
    int a1 = b[1] & 0xff;
    int a2 = b[2] & 0xff;
    int a3 = b[3] & 0xff;
    if (a0 == 0) {
      return "'this network' address";
    }
    if (a0 == 127) {
      return "loopback address";
    }
    if (a0 == 10 || (a0 == 172 && a1 >= 16 && a1 <= 31) || (a0 == 192 && a1 == 168)) {
      return "private address";
    }
    if (a0 == 169 && a1 == 254) {
      return a2 == 169 && a3 == 254 ? "cloud metadata address" : "link-local address";
    }
    if (a0 == 100 && a1 >= 64 && a1 <= 127) {
      return "carrier-grade NAT address";
    }
    if (a0 == 192 && a1 == 0 && a2 == 0) {
      return "IETF protocol address";
    }
    if ((a0 == 192 && a1 == 0 && a2 == 2)
        || (a0 == 198 && a1 == 51 && a2 == 100)
        || (a0 == 203 && a1 == 0 && a2 == 113)) {
      return "documentation address";
    }
    if (a0 == 198 && (a1 == 18 || a1 == 19)) {
      return "benchmarking address";
    }
    if (a0 == 192 && a1 == 88 && a2 == 99) {
      return "6to4 relay address";
    }
    if (a0 >= 224 && a0 <= 239) {
      return "multicast address";
    }
    if (a0 == 255 && a1 == 255 && a2 == 255 && a3 == 255) {
      return "broadcast address";
    }
    if (a0 >= 240) {
      return "reserved address";
    }
    return null;
  }

  private static String refuse6(byte[] b) {
    boolean zeroPrefix = true;
    for (int i = 0; i < 10; i++) {
      zeroPrefix &= b[i] == 0;
    }
    if (zeroPrefix && b[10] == 0 && b[11] == 0) {
      boolean last = true;
      for (int i = 12; i < 15; i++) {
        last &= b[i] == 0;
      }
      if (last && (b[15] == 0 || b[15] == 1)) {
        return b[15] == 1 ? "loopback address" : "unspecified address";
      }
      return "IPv4-compatible IPv6 address";
    }
    if (zeroPrefix && (b[10] & 0xff) == 0xff && (b[11] & 0xff) == 0xff) {
      return "IPv4-mapped IPv6 address";
    }
    int w0 = ((b[0] & 0xff) << 8) | (b[1] & 0xff);
    int w1 = ((b[2] & 0xff) << 8) | (b[3] & 0xff);
    if (w0 == 0x64 && w1 == 0xff9b) {
      return "NAT64 address";
    }
    if (w0 == 0x100 && w1 == 0) {
      return "discard-only address";
    }
    if (w0 == 0x2001 && w1 == 0x0db8 || (w0 & 0xfff0) == 0x3ff0) {
      return "documentation address";
    }
    if (w0 == 0x2001 && w1 < 0x0200) {
      return "IETF protocol address";
    }
    if (w0 == 0x2002) {
      return "6to4 address";
    }
    if ((w0 & 0xfe00) == 0xfc00) {
      return "unique local address";
    }
    if ((w0 & 0xffc0) == 0xfe80 || (w0 & 0xffc0) == 0xfec0) {
      return "link-local address";
    }
    if ((w0 & 0xff00) == 0xff00) {
      return "multicast address";
    }
    return null;
  }
}
