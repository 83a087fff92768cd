package dev.vex.tools.web;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.Collection;
import java.util.Collections;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Which addresses the web tools ({@code fetch_url}, {@code web_search}, {@code call_workflow}) may
 * reach. The check is on the resolved address of every request and of every redirect hop, so a
 * public name that resolves to {@code 127.0.0.1} is refused like the address itself.
 *
 * <p>The default refuses loopback, private (RFC 1918, IPv6 unique local and site-local,
 * carrier-grade NAT), link-local (which holds the cloud metadata address {@code 169.254.169.254}),
 * the unspecified address and multicast. IPv6 addresses that carry an IPv4 address (IPv4-mapped,
 * IPv4-translated, IPv4-compatible, NAT64 {@code 64:ff9b::/96}, 6to4 {@code 2002::/16}, Teredo
 * {@code 2001::/32}) are judged by the IPv4 address they carry; the local-use NAT64 prefix {@code
 * 64:ff9b:1::/48} counts as private besides. A host that runs SearXNG or n8n on its own machine
 * allows that one host by name, at one port, with {@link Builder#allowHost(String)}; tests that
 * serve fixtures from a loopback server use {@link Builder#allowLoopback(boolean)}.
 *
 * <p>Limit: the JDK HTTP client resolves the name again when it connects, so a DNS server that
 * answers differently within milliseconds (DNS rebinding) is not stopped by this check alone; run
 * the agent behind an egress firewall where that matters. Immutable and thread-safe.
 *
 * @see Builder
 */
public final class NetworkPolicy {
  private static final NetworkPolicy DEFAULTS = builder().build();

  private static final Set<Integer> DEFAULT_PORTS = Set.of(80, 443);

  private final boolean allowLoopback;
  private final boolean allowPrivate;
  // host -> its ports; an empty set means none was given: see Builder.allowHost
  private final Map<String, Set<Integer>> allowedHosts;

  private NetworkPolicy(Builder b) {
    this(b.allowLoopback, b.allowPrivate, b.allowedHosts);
  }

  private NetworkPolicy(
      boolean allowLoopback, boolean allowPrivate, Map<String, Set<Integer>> allowedHosts) {
    this.allowLoopback = allowLoopback;
    this.allowPrivate = allowPrivate;
    Map<String, Set<Integer>> copy = new TreeMap<>();
    allowedHosts.forEach((h, p) -> copy.put(h, Set.copyOf(p)));
    this.allowedHosts = Collections.unmodifiableMap(copy);
  }

  /**
   * The safe default: public addresses only.
   *
   * @return the policy
   */
  public static NetworkPolicy defaults() {
    return DEFAULTS;
  }

  /**
   * Starts a policy.
   *
   * @return a builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns why the address may not be reached, or null when it may.
   *
   * @param host the host name as written in the URL, without brackets
   * @param port the port the request goes to (the scheme's default when the URL names none)
   * @param address one of its resolved addresses
   * @return the reason for refusal, or null
   */
  String refusal(String host, int port, InetAddress address) {
    Set<Integer> ports = allowedHosts.get(host.toLowerCase(Locale.ROOT));
    if (ports != null && allowedPorts(ports).contains(port)) {
      return null;
    }
    String why = refusal(address);
    if (why != null && ports != null) {
      why += "; " + host + " is allowed at port " + join(allowedPorts(ports)) + " only";
    }
    return why;
  }

  private static Set<Integer> allowedPorts(Set<Integer> ports) {
    return ports.isEmpty() ? DEFAULT_PORTS : ports;
  }

  private static String join(Set<Integer> ports) {
    StringBuilder sb = new StringBuilder();
    for (int p : new TreeSet<>(ports)) {
      sb.append(sb.length() == 0 ? "" : " or ").append(p);
    }
    return sb.toString();
  }

  /** Judges the address alone: loopback, unspecified, link-local, multicast, private. */
  private String refusal(InetAddress address) {
    if (address.isLoopbackAddress()) {
      return allowLoopback ? null : "a loopback address";
    }
    if (address.isAnyLocalAddress()) {
      return "the unspecified address";
    }
    if (address instanceof Inet6Address) {
      byte[] b = address.getAddress();
      Embedded e = embedded(b);
      if (e != null) {
        String why = refusal(e.address());
        if (why != null) {
          return why + " carried in " + e.form() + " as " + e.address().getHostAddress();
        }
        if (e.local() && !allowPrivate) {
          return "a private network address (" + e.form() + ")";
        }
        return null;
      }
    }
    if (address.isLinkLocalAddress() || isMetadata(address)) {
      return "a link-local or cloud metadata address";
    }
    if (address.isMulticastAddress()) {
      return "a multicast address";
    }
    // Inet6Address.isSiteLocalAddress is fec0::/10, the deprecated IPv6 site-local range.
    if (address.isSiteLocalAddress() || isPrivateExtra(address)) {
      return allowPrivate ? null : "a private network address";
    }
    return null;
  }

  /** An IPv4 address inside an IPv6 one, the form it came in, and whether the form is local. */
  private record Embedded(InetAddress address, String form, boolean local) {}

  /**
   * Decodes the IPv4 address that an IPv6 address carries, or returns null: IPv4-mapped {@code
   * ::ffff:0:0/96}, IPv4-translated {@code ::ffff:0:0:0/96}, IPv4-compatible {@code ::/96}, NAT64
   * {@code 64:ff9b::/96} and the local-use {@code 64:ff9b:1::/48} (read in its /96 form), 6to4
   * {@code 2002::/16} and Teredo {@code 2001::/32} (the client's address, stored inverted).
   */
  private static Embedded embedded(byte[] b) {
    if (zero(b, 0, 10) && (b[10] & 0xff) == 0xff && (b[11] & 0xff) == 0xff) {
      return new Embedded(v4(b, 12, false), "an IPv4-mapped address", false);
    }
    if (zero(b, 0, 8) && (b[8] & 0xff) == 0xff && (b[9] & 0xff) == 0xff && zero(b, 10, 12)) {
      return new Embedded(v4(b, 12, false), "an IPv4-translated address", false);
    }
    if (zero(b, 0, 12)) {
      return new Embedded(v4(b, 12, false), "an IPv4-compatible address", false);
    }
    boolean nat64 = b[0] == 0 && b[1] == 0x64 && (b[2] & 0xff) == 0xff && (b[3] & 0xff) == 0x9b;
    if (nat64 && zero(b, 4, 12)) {
      return new Embedded(v4(b, 12, false), "a NAT64 address", false);
    }
    if (nat64 && b[4] == 0 && b[5] == 1) {
      return new Embedded(v4(b, 12, false), "a local-use NAT64 address (64:ff9b:1::/48)", true);
    }
    if (b[0] == 0x20 && b[1] == 0x02) {
      return new Embedded(v4(b, 2, false), "a 6to4 address", false);
    }
    if (b[0] == 0x20 && b[1] == 0x01 && b[2] == 0 && b[3] == 0) {
      return new Embedded(v4(b, 12, true), "a Teredo address", false);
    }
    return null;
  }

  private static boolean zero(byte[] b, int from, int to) {
    for (int i = from; i < to; i++) {
      if (b[i] != 0) {
        return false;
      }
    }
    return true;
  }

  private static InetAddress v4(byte[] b, int at, boolean inverted) {
    byte[] a = new byte[4];
    for (int i = 0; i < 4; i++) {
      a[i] = (byte) (inverted ? ~b[at + i] : b[at + i]);
    }
    try {
      return InetAddress.getByAddress(a);
    } catch (UnknownHostException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * Returns this policy with each host allowed without a port bound to the ports of the URLs the
   * host configured for it (the SearXNG URL, workflow webhooks). Hosts in none of them keep the
   * default ports 80 and 443.
   */
  NetworkPolicy withConfiguredPorts(Collection<URI> configured) {
    Map<String, Set<Integer>> bound = new TreeMap<>(allowedHosts);
    for (Map.Entry<String, Set<Integer>> e : allowedHosts.entrySet()) {
      if (!e.getValue().isEmpty()) {
        continue;
      }
      Set<Integer> ports = new TreeSet<>();
      for (URI u : configured) {
        if (u.getHost() != null && bare(u.getHost()).equalsIgnoreCase(e.getKey())) {
          ports.add(port(u));
        }
      }
      if (!ports.isEmpty()) {
        bound.put(e.getKey(), ports);
      }
    }
    return new NetworkPolicy(allowLoopback, allowPrivate, bound);
  }

  /** The host of a URL without the brackets of an IPv6 literal. */
  static String bare(String host) {
    return host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
  }

  /** The port a request to the URL goes to: its own, or its scheme's default. */
  static int port(URI uri) {
    if (uri.getPort() != -1) {
      return uri.getPort();
    }
    return "https".equalsIgnoreCase(uri.getScheme()) ? 443 : 80;
  }

  private static boolean isMetadata(InetAddress a) {
    byte[] b = a.getAddress();
    if (a instanceof Inet4Address) {
      // 169.254.169.254 is link-local; 100.100.100.200 is Alibaba Cloud's metadata service.
      return (b[0] & 0xff) == 100 && (b[1] & 0xff) == 100 && (b[2] & 0xff) == 100;
    }
    // fd00:ec2::254, AWS's IPv6 metadata address, is unique local: refused as private.
    return false;
  }

  private static boolean isPrivateExtra(InetAddress a) {
    byte[] b = a.getAddress();
    if (a instanceof Inet4Address) {
      int first = b[0] & 0xff;
      int second = b[1] & 0xff;
      return first == 0 // "this network"
          || first == 100 && second >= 64 && second < 128 // carrier-grade NAT
          || first == 198 && (second == 18 || second == 19) // benchmarking
          || first >= 240; // reserved and broadcast
    }
    return (b[0] & 0xfe) == 0xfc; // fc00::/7, unique local
  }

  /**
   * Refuses a URL this policy does not let a tool reach, as the web tools judge every hop: the
   * scheme must be http or https, the URL must carry no user name or password, and every address
   * its host resolves to must be allowed. For other tools that follow redirects, such as the
   * calendar's download.
   *
   * @param url the URL of one request or redirect hop
   * @throws NetworkRefusedException when it is refused, with the reason
   * @throws dev.vex.grounding.SourceException when its host does not resolve
   */
  public void check(java.net.URI url) {
    new SafeHttp(this, java.time.Duration.ofSeconds(1), 1).check(url);
  }

  @Override
  public String toString() {
    return "NetworkPolicy[loopback="
        + allowLoopback
        + ", private="
        + allowPrivate
        + ", hosts="
        + allowedHosts
        + "]";
  }

  /** Configures a {@link NetworkPolicy}. Not thread-safe. */
  public static final class Builder {
    private boolean allowLoopback;
    private boolean allowPrivate;
    private final Map<String, Set<Integer>> allowedHosts = new TreeMap<>();

    private Builder() {}

    /**
     * Allows loopback addresses ({@code 127.0.0.0/8}, {@code ::1}). The default is false.
     *
     * @param allow whether loopback is allowed
     * @return this builder
     */
    public Builder allowLoopback(boolean allow) {
      this.allowLoopback = allow;
      return this;
    }

    /**
     * Allows private network addresses (RFC 1918, unique local, carrier-grade NAT). The default is
     * false. Link-local and metadata addresses stay refused.
     *
     * @param allow whether private addresses are allowed
     * @return this builder
     */
    public Builder allowPrivate(boolean allow) {
      this.allowPrivate = allow;
      return this;
    }

    /**
     * Allows one host by the name written in URLs, whatever it resolves to, such as the host's own
     * SearXNG ({@code searxng}) or n8n, at one port. The default is none.
     *
     * <p>An allowed host is allowed at its port only: {@code "localhost:8888"} allows port 8888 of
     * {@code localhost} and nothing else there, so a page on it cannot lead to another service of
     * the same machine (Ollama, an admin port). Without a port ({@code "searxng"}), the host is
     * allowed at the ports of the URLs configured for it in {@link WebTools} (the SearXNG URL and
     * the workflow webhooks), or at ports 80 and 443 when no configured URL names it. At any other
     * port the host is judged by its addresses, like any host. Every redirect hop is judged this
     * way as a new request. Call once per port to allow several.
     *
     * @param host a host name or address literal, compared without case, optionally followed by
     *     {@code :port} (1 to 65535); an IPv6 literal with a port is written {@code [::1]:8080}
     * @return this builder
     * @throws IllegalArgumentException when the host is blank or the port is not a number in range
     */
    public Builder allowHost(String host) {
      String h = Objects.requireNonNull(host, "host").strip().toLowerCase(Locale.ROOT);
      Integer port = null;
      int colon = h.lastIndexOf(':');
      boolean bracketed = h.startsWith("[");
      if (colon > 0 && (bracketed ? h.charAt(colon - 1) == ']' : h.indexOf(':') == colon)) {
        String digits = h.substring(colon + 1);
        if (!digits.matches("[0-9]{1,5}")
            || Integer.parseInt(digits) < 1
            || Integer.parseInt(digits) > 65535) {
          throw new IllegalArgumentException("the port of '" + host + "' must be 1 to 65535");
        }
        port = Integer.parseInt(digits);
        h = h.substring(0, colon);
      }
      h = bare(h);
      boolean oneColon = h.indexOf(':') >= 0 && h.indexOf(':') == h.lastIndexOf(':');
      if (h.isEmpty() || oneColon || h.startsWith("[") || h.endsWith("]")) {
        throw new IllegalArgumentException("host is blank or malformed: '" + host + "'");
      }
      Set<Integer> ports = allowedHosts.computeIfAbsent(h, k -> new TreeSet<>());
      if (port != null) {
        ports.add(port);
      }
      return this;
    }

    /**
     * Builds the policy.
     *
     * @return the policy
     */
    public NetworkPolicy build() {
      return new NetworkPolicy(this);
    }
  }
}
