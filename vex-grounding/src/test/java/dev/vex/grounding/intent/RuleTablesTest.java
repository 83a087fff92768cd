package dev.vex.grounding.intent;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The read-ahead's list of rule classes ({@link RuleTables}) names classes by string, so a renamed
 * or removed class would only be skipped at run time (logged at debug, the first message then
 * initialising it on the turn's thread): each name must be a class of this package, once.
 */
class RuleTablesTest {
  @Test
  void everyNameIsAClassOfThisPackageOnce() throws Exception {
    List<String> names = RuleTables.names();
    assertThat(names).hasSizeGreaterThanOrEqualTo(30).doesNotHaveDuplicates();
    for (String name : names) {
      Class<?> c = Class.forName(name, false, RuleTables.class.getClassLoader());
      assertThat(c.getPackageName()).isEqualTo(RuleTables.class.getPackageName());
    }
  }
}
