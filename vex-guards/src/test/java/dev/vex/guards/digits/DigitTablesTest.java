package dev.vex.guards.digits;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The read-ahead's list of digit-scan table classes ({@link DigitTables}) names classes by string,
 * so a renamed or removed class would only be skipped at run time (logged at debug, the first reply
 * then initialising it on the turn's thread): each name must be a class of this package, once.
 */
class DigitTablesTest {
  @Test
  void everyNameIsAClassOfThisPackageOnce() throws Exception {
    List<String> names = DigitTables.names();
    assertThat(names).hasSizeGreaterThanOrEqualTo(20).doesNotHaveDuplicates();
    for (String name : names) {
      Class<?> c = Class.forName(name, false, DigitTables.class.getClassLoader());
      assertThat(c.getPackageName()).isEqualTo(DigitTables.class.getPackageName());
    }
  }
}
