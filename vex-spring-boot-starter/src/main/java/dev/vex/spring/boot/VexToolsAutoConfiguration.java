package dev.vex.spring.boot;

import dev.vex.tools.Tools;
import dev.vex.tools.web.NetworkPolicy;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;

/**
 * With vex-tools on the classpath: Vex's built-in tools for the agent, each confined by policy. The
 * file, note and sandboxed shell tools work in {@code vex.tools.workspace} (none without it); the
 * web tools are made with {@code vex.tools.web.enabled=true} and reach public addresses only, plus
 * what {@code vex.tools.web.allow-*} allows. The application's own {@link Tools} bean replaces
 * them; {@code vex.tools.enabled=false} turns them off.
 */
@AutoConfiguration(before = VexAutoConfiguration.class)
@ConditionalOnClass(Tools.class)
@ConditionalOnProperty(
    prefix = "vex.tools",
    name = "enabled",
    havingValue = "true",
    matchIfMissing = true)
@EnableConfigurationProperties(VexProperties.class)
public class VexToolsAutoConfiguration {

  /**
   * The tools.
   *
   * @param properties the properties
   * @return the tools, possibly none
   */
  @Bean
  @ConditionalOnMissingBean
  public Tools vexTools(VexProperties properties) {
    VexProperties.Tools t = properties.getTools();
    Tools.Builder b = Tools.builder();
    if (t.getWorkspace() != null) {
      b.workspace(t.getWorkspace());
    }
    VexProperties.Web web = t.getWeb();
    if (web.isEnabled()) {
      NetworkPolicy.Builder policy =
          NetworkPolicy.builder()
              .allowLoopback(web.isAllowLoopback())
              .allowPrivate(web.isAllowPrivate());
      web.getAllowHosts().forEach(policy::allowHost);
      b.networkPolicy(policy.build());
      if (web.getSearxngUrl() != null && !web.getSearxngUrl().isBlank()) {
        b.searxng(web.getSearxngUrl());
      }
    }
    return b.build();
  }

  /**
   * Gives the tools to the agent.
   *
   * @param tools the tools
   * @return the customizer
   */
  @Bean
  public VexAgentCustomizer vexToolsCustomizer(Tools tools) {
    return builder -> {
      if (!tools.registry().names().isEmpty()) {
        tools.applyTo(builder);
      }
    };
  }
}
