package dev.vex.tools.web;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * Which addresses the web tools ({@code fetch_url}, {@code web_search}, {@code call_workflow}) may
 * reach. The check is on the resolved address of every request and of every redirect hop, so a
 * public name that resolves to {@code 127.0.0.1} is refused like the address itself.
 *
 * <p>The default refuses loopback, private (RFC 1918, IPv6 unique local, carrier-grade NAT),
 * link-local (which holds the cloud metadata address {@code 169.254.169.254}), the unspecified
 * address, multicast, and IPv4-mapped or NAT64 forms of them. A host that runs SearXNG or n8n on
 * its own machine allows that one host by name with {@link Builder#allowHost(String)}; tests that
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

  private final boolean allowLoopback;
  private final boolean allowPrivate;
  private final Set<String> allowedHosts;

  private NetworkPolicy(Builder b) {
    this.allowLoopback = b.allowLoopback;
    this.allowPrivate = b.allowPrivate;
    this.allowedHosts = Set.copyOf(b.allowedHosts);
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
   * @param host the host name as written in the URL
   * @param address one of its resolved addresses
   * @return the reason for refusal, or null
   */
  String refusal(String host, InetAddress address) {
    if (allowedHosts.contains(host.toLowerCase(Locale.ROOT))) {
      return null;
    }
    InetAddress a = unwrap(address);
    if (a.isLoopbackAddress()) {
      return allowLoopback ? null : "a loopback address";
    }
    if (a.isAnyLocalAddress()) {
      return "the unspecified address";
    }
    if (a.isLinkLocalAddress() || isMetadata(a)) {
      return "a link-local or cloud metadata address";
    }
    if (a.isMulticastAddress()) {
      return "a multicast address";
    }
    if (a.isSiteLocalAddress() || isPrivateExtra(a)) {
      return allowPrivate ? null : "a private network address";
    }
    return null;
  }

  private static InetAddress unwrap(InetAddress address) {
    if (address instanceof Inet6Address) {
      byte[] b = address.getAddress();
      boolean mapped = true;
      for (int i = 0; i < 10; i++) {
        mapped &= b[i] == 0;
      }
      mapped &= (b[10] & 0xff) == 0xff && (b[11] & 0xff) == 0xff;
      // 64:ff9b::/96, the NAT64 well-known prefix
      boolean nat64 = b[0] == 0 && b[1] == 0x64 && (b[2] & 0xff) == 0xff && (b[3] & 0xff) == 0x9b;
      for (int i = 4; i < 12; i++) {
        nat64 &= b[i] == 0;
      }
      if (mapped || nat64) {
        try {
          return InetAddress.getByAddress(new byte[] {b[12], b[13], b[14], b[15]});
        } catch (java.net.UnknownHostException e) {
          throw new IllegalStateException(e);
        }
      }
    }
    return address;
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
        + new TreeSet<>(allowedHosts)
        + "]";
  }

  /** Configures a {@link NetworkPolicy}. Not thread-safe. */
  public static final class Builder {
    private boolean allowLoopback;
    private boolean allowPrivate;
    private final Set<String> allowedHosts = new TreeSet<>();

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
     * SearXNG ({@code searxng}) or n8n. The default is none.
     *
     * @param host a host name or address literal, compared without case
     * @return this builder
     */
    public Builder allowHost(String host) {
      String h = Objects.requireNonNull(host, "host").strip().toLowerCase(Locale.ROOT);
      if (h.isEmpty()) {
        throw new IllegalArgumentException("host is blank");
      }
      allowedHosts.add(h);
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
