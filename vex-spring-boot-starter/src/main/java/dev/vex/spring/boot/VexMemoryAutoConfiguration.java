package dev.vex.spring.boot;

import dev.vex.core.memory.MemoryStore;
import dev.vex.memory.JdbcMemoryStore;
import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * With vex-memory on the classpath: the agent's long-term memory in a {@link JdbcMemoryStore}, in
 * the SQLite file {@code vex.memory.sqlite-file} when it is set, else on the application's {@link
 * DataSource}, which must be PostgreSQL. Closed with the context; the application's own {@link
 * MemoryStore} bean replaces it. {@code vex.memory.enabled=false} turns it off.
 */
@AutoConfiguration(
    afterName = "org.springframework.boot.autoconfigure.jdbc.DataSourceAutoConfiguration",
    before = VexAutoConfiguration.class)
@ConditionalOnClass(JdbcMemoryStore.class)
@ConditionalOnProperty(
    prefix = "vex.memory",
    name = "enabled",
    havingValue = "true",
    matchIfMissing = true)
public class VexMemoryAutoConfiguration {

  static JdbcMemoryStore.Builder builder(VexProperties properties) {
    VexProperties.Memory m = properties.getMemory();
    return JdbcMemoryStore.builder()
        .policy(VexAutoConfiguration.memoryPolicy(properties))
        .busyTimeout(m.getBusyTimeout())
        .connections(m.getConnections());
  }

  /** A SQLite file, when {@code vex.memory.sqlite-file} is set. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnProperty(prefix = "vex.memory", name = "sqlite-file")
  static class SqliteFile {
    /**
     * The store in the configured SQLite file.
     *
     * @param properties the properties
     * @return the store
     */
    @Bean(destroyMethod = "close")
    @ConditionalOnMissingBean(MemoryStore.class)
    JdbcMemoryStore vexMemoryStore(VexProperties properties) {
      return builder(properties).sqlite(properties.getMemory().getSqliteFile()).build();
    }
  }

  /** The application's DataSource, when there is no SQLite file. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnProperty(
      prefix = "vex.memory",
      name = "sqlite-file",
      matchIfMissing = true,
      havingValue = "__never__")
  @ConditionalOnBean(DataSource.class)
  static class OnDataSource {
    /**
     * The store on the application's PostgreSQL data source.
     *
     * @param properties the properties
     * @param dataSource the application's data source
     * @return the store
     */
    @Bean(destroyMethod = "close")
    @ConditionalOnMissingBean(MemoryStore.class)
    JdbcMemoryStore vexMemoryStore(VexProperties properties, DataSource dataSource) {
      String product;
      try (Connection c = dataSource.getConnection()) {
        product = c.getMetaData().getDatabaseProductName();
      } catch (SQLException e) {
        throw new IllegalStateException(
            "vex.memory: could not reach the application's DataSource to keep memory in it: "
                + e.getMessage(),
            e);
      }
      if (!"PostgreSQL".equalsIgnoreCase(product)) {
        throw new IllegalStateException(
            "vex.memory: the application's DataSource is "
                + product
                + "; JdbcMemoryStore keeps memory in PostgreSQL or in a SQLite file. Set"
                + " vex.memory.sqlite-file=<path>, declare your own MemoryStore bean, or set"
                + " vex.memory.enabled=false");
      }
      return builder(properties).postgres(dataSource).build();
    }
  }
}
